import { useRecipe } from '@chakra-ui/react/styled-system';
import { checkmarkRecipe } from '@chakra-ui/react/theme';
import { memo, useMemo, type ReactNode } from 'react';

interface CheckOptionProps {
  checked: boolean;
  /** Handed to onToggle, so one stable handler serves a whole group of options. */
  value: string;
  onToggle: (value: string) => void;
  children: ReactNode;
  swatch?: string;
  testId?: string;
}

/**
 * The ticks' styles, given once by the panel that holds them (filter-panel.tsx) rather than by
 * each tick's elements: the panel has ~50 ticks, and a Chakra element computes its styles every
 * time it renders (four or five per tick made half of the shop page's Chakra elements, hydrated
 * on every load, the phone's hidden sidebar included). The box is Chakra's checkmark recipe at
 * size sm, variant solid, in the gray palette.
 */
export function useCheckOptionCss() {
  const checkmark = useRecipe({ recipe: checkmarkRecipe });
  return useMemo(
    () => ({
      '& .check-option': { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', textStyle: 'sm', colorPalette: 'gray' },
      '& .check-option-input': { srOnly: true },
      '& .check-option-box': checkmark({ size: 'sm', variant: 'solid' }),
      '& .check-option-input:focus-visible + .check-option-box': { outlineWidth: '2px', outlineOffset: '2px', outlineStyle: 'solid', outlineColor: 'colorPalette.focusRing' },
      '& .check-option-text': { display: 'flex', alignItems: 'center', gap: '2', userSelect: 'none' },
      '& .check-option-swatch': { boxSize: '3.5', rounded: 'full', borderWidth: '1px', borderColor: 'gray.300' },
    }),
    [checkmark],
  );
}

/**
 * A filter tick: a native checkbox (visually hidden, so the label's text names it and Space
 * toggles it) drawn as Chakra's checkmark. Not Chakra's Checkbox: its state machine answered
 * every pointer and focus event with a render of its own, ~70 ms of a click at 4x CPU.
 * Plain elements styled by the panel (useCheckOptionCss); memoised: a filter change redraws
 * only the options whose tick changed.
 */
export const CheckOption = memo(function CheckOption({ checked, value, onToggle, children, swatch, testId }: CheckOptionProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <label className="check-option" data-testid={testId}>
      <input type="checkbox" className="check-option-input" checked={checked} onChange={() => onToggle(value)} />
      <svg className="check-option-box" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round" strokeLinejoin="round" data-state={state} aria-hidden>
        {checked && <polyline points="20 6 9 17 4 12" />}
      </svg>
      <span className="check-option-text">
        {swatch && <span className="check-option-swatch" style={{ background: swatch }} aria-hidden />}
        {children}
      </span>
    </label>
  );
});
