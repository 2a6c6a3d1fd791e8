import { useId, type ReactNode } from 'react';

/** The sections' styles, given once by the panel (filter-panel.tsx), like the ticks' (useCheckOptionCss). */
export const FILTER_SECTION_CSS = {
  '& .filter-section': { py: '5', borderBottomWidth: '1px', borderColor: 'gray.200' },
  '& .filter-section-title': { fontSize: 'xs', fontWeight: 'semibold', letterSpacing: '0.12em', textTransform: 'uppercase', mb: '3' },
  '& .filter-section-body': { display: 'flex', flexDirection: 'column', gap: '2.5' },
  '& .filter-options': { display: 'grid', gap: '2.5' },
} as const;

/** A titled group of the filter panel; the title names the group for screen readers. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="filter-section">
      <h2 id={id} className="filter-section-title">
        {title}
      </h2>
      <div className="filter-section-body">{children}</div>
    </div>
  );
}
