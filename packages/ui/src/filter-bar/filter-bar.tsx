import { SlidersHorizontal } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { Button } from '../button/index.ts';
import { composeRefs } from '../input/field.ts';
import { useWords } from '../theme/words.tsx';
import {
  ClearSlot,
  CollapsibleFilterBar,
  FiltersToggleSlot,
  StyledFilterBar,
  StyledFilterBarItem,
} from './filter-bar.styles.ts';

export interface FilterBarProps extends Omit<ComponentPropsWithRef<'div'>, 'role'> {
  /** Names the search landmark, e.g. "Filter purchases". Required: a landmark needs a name. */
  'aria-label': string;
  /** The filters, each in a `FilterBarItem` (search, selects, a `DateRangeFilter`), in reading order. */
  children: ReactNode;
  /** Something narrows the list: shows the Clear filters button (with `onClear`). */
  active?: boolean;
  /** Called by Clear filters; set every filter back to none. */
  onClear?: () => void;
  /** Caption of the clear button (default: the words' "Clear filters"). */
  clearLabel?: string;
  /**
   * On phones (below 768 px) the filters hide behind a "Filters" button that opens and closes them
   * in place, so the list's first rows are on the first screen. Wider, they stay inline.
   */
  collapsible?: boolean;
  /** How many filters are set, shown on the phone's button: "Filters (2)". */
  activeCount?: number;
  /** Caption of the phone's button, before the count (default: the words' "Filters"). */
  toggleLabel?: string;
}

/**
 * The filters above a list: a `search` landmark whose fields sit side by side and wrap on narrow
 * screens, with a Clear filters button while any filter is set. Focus moves to the first field
 * when the button (which then disappears) is pressed. `collapsible` puts them behind a "Filters (n)"
 * button on phones (a disclosure: `aria-expanded` on the button, the fields right under it).
 */
export function FilterBar(props: FilterBarProps) {
  const words = useWords();
  const {
    children,
    active = false,
    onClear,
    clearLabel = words.filterClear,
    collapsible = false,
    activeCount,
    toggleLabel = words.filterToggle,
    ref,
    ...rest
  } = props;
  const fieldsRef = useRef<HTMLDivElement>(null);
  const fieldsId = useId();
  const [open, setOpen] = useState(false);
  const clear = () => {
    onClear?.();
    // The button goes away with the filters; the first field is where the user goes next.
    fieldsRef.current?.querySelector<HTMLElement>('input, button, [tabindex="0"]')?.focus();
  };
  const fields = (
    <>
      {children}
      {active && onClear ? (
        <ClearSlot>
          <Button variant="ghost" onClick={clear}>
            {clearLabel}
          </Button>
        </ClearSlot>
      ) : null}
    </>
  );
  if (!collapsible) {
    return (
      <StyledFilterBar
        {...rest}
        ref={composeRefs(fieldsRef, ref)}
        role="search"
        data-active={active ? '' : undefined}
      >
        {fields}
      </StyledFilterBar>
    );
  }
  return (
    <CollapsibleFilterBar {...rest} ref={ref} role="search" data-active={active ? '' : undefined}>
      <FiltersToggleSlot>
        <Button
          variant="outline"
          leadingIcon={<SlidersHorizontal aria-hidden="true" />}
          aria-expanded={open}
          aria-controls={fieldsId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {activeCount ? `${toggleLabel} (${activeCount})` : toggleLabel}
        </Button>
      </FiltersToggleSlot>
      <StyledFilterBar ref={fieldsRef} id={fieldsId} data-open={open ? '' : undefined}>
        {fields}
      </StyledFilterBar>
    </CollapsibleFilterBar>
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
