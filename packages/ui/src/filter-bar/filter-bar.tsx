import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useRef } from 'react';
import { Button } from '../button/index.ts';
import { composeRefs } from '../input/field.ts';
import { ClearSlot, StyledFilterBar, StyledFilterBarItem } from './filter-bar.styles.ts';

export interface FilterBarProps extends Omit<ComponentPropsWithRef<'div'>, 'role'> {
  /** Names the search landmark, e.g. "Filter purchases". Required: a landmark needs a name. */
  'aria-label': string;
  /** The filters, each in a `FilterBarItem` (search, selects, a `DateRangeFilter`), in reading order. */
  children: ReactNode;
  /** Something narrows the list: shows the Clear filters button (with `onClear`). */
  active?: boolean;
  /** Called by Clear filters; set every filter back to none. */
  onClear?: () => void;
  /** Caption of the clear button. */
  clearLabel?: string;
}

/**
 * The filters above a list: a `search` landmark whose fields sit side by side and wrap on narrow
 * screens, with a Clear filters button while any filter is set. Focus moves to the first field
 * when the button (which then disappears) is pressed.
 */
export function FilterBar({
  children,
  active = false,
  onClear,
  clearLabel = 'Clear filters',
  ref,
  ...rest
}: FilterBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const clear = () => {
    onClear?.();
    // The button goes away with the filters; the first field is where the user goes next.
    barRef.current?.querySelector<HTMLElement>('input, button, [tabindex="0"]')?.focus();
  };
  return (
    <StyledFilterBar
      {...rest}
      ref={composeRefs(barRef, ref)}
      role="search"
      data-active={active ? '' : undefined}
    >
      {children}
      {active && onClear ? (
        <ClearSlot>
          <Button variant="ghost" onClick={clear}>
            {clearLabel}
          </Button>
        </ClearSlot>
      ) : null}
    </StyledFilterBar>
  );
}

export interface FilterBarItemProps extends ComponentPropsWithRef<'div'> {
  /** Takes two columns where the bar has two or more: search, a date range. */
  wide?: boolean;
}

/** One filter's place in a FilterBar: a column, or two when `wide`. */
export function FilterBarItem({ wide = false, ...rest }: FilterBarItemProps) {
  return <StyledFilterBarItem {...rest} data-wide={wide ? '' : undefined} />;
}
