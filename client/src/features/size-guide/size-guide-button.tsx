import { useLazyDialog } from '../../lib/lazy-dialog';
import { preloadable } from '../../lib/preloadable';

const panel = preloadable(() => import('./size-guide-panel'));

/** 'Size guide' beside the size selector: the category's chart in a drawer, loaded on first use. */
export function SizeGuideButton({ category, size }: { category: string; size: string }) {
  const { triggerProps, dialog } = useLazyDialog(panel, { category, size });
  return (
    <>
      <button type="button" {...triggerProps} className="size-guide-link" data-testid="size-guide-link">
        Size guide
      </button>
      {dialog}
    </>
  );
}
