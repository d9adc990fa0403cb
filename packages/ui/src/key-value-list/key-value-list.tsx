import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  Description,
  Hint,
  type KeyValueListColumns,
  type KeyValueListDensity,
  Pair,
  StyledKeyValueList,
  Term,
  Value,
} from './key-value-list.styles.ts';

/** One row of a key–value list. */
export interface KeyValueItem {
  /** Stable key; defaults to the label when the label is a string. */
  id?: string;
  /** What the value is ("Farm", "Quantity"). */
  label: ReactNode;
  /** The value. `null`, `undefined` and `''` count as empty and show the fallback. `0` is a value. */
  value: ReactNode;
  /** A muted line under the value ("Available: 1,200 kg"). */
  hint?: ReactNode;
  /** Shown instead of an empty value; overrides the list's `fallback` for this row. */
  fallback?: ReactNode;
}

export interface KeyValueListProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  /** The pairs, in reading order. */
  items: readonly KeyValueItem[];
  /** One column of pairs, or two side by side (one on phones). Defaults to 1. */
  columns?: KeyValueListColumns;
  /** Shown for an empty value unless the row has its own `fallback`. Defaults to "—". */
  fallback?: ReactNode;
  /** `dense` tightens the rows, e.g. inside a sheet or a table cell. Defaults to `default`. */
  density?: KeyValueListDensity;
}

/** Whether a value counts as not given, so the fallback stands in for it. */
export const isEmptyValue = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

const keyOf = (item: KeyValueItem, index: number) =>
  item.id ?? (typeof item.label === 'string' ? item.label : String(index));

/**
 * Labelled values as a description list (`<dl>`): a summary, a review step, a detail sheet. Empty
 * values show a fallback ("Not selected", "N/A") in muted italics.
 */
export function KeyValueList({
  items,
  columns = 1,
  fallback = '—',
  density = 'default',
  ...rest
}: KeyValueListProps) {
  return (
    <StyledKeyValueList
      {...rest}
      $columns={columns}
      $density={density}
      data-columns={columns}
      data-density={density}
    >
      {items.map((item, index) => {
        const empty = isEmptyValue(item.value);
        return (
          <Pair key={keyOf(item, index)}>
            <Term>{item.label}</Term>
            <Description data-empty={empty ? '' : undefined}>
              <Value data-value="">{empty ? (item.fallback ?? fallback) : item.value}</Value>
              {item.hint ? <Hint>{item.hint}</Hint> : null}
            </Description>
          </Pair>
        );
      })}
    </StyledKeyValueList>
  );
}
