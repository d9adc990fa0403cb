import styled, { css } from 'styled-components';
import { Button } from '../button/index.ts';
import { vars } from '../theme/vars.ts';
import { stickyCell, stickyEdgeCell } from './sticky-columns.styles.ts';

export const dataTableAligns = ['start', 'center', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];

export const dataTableRowActionTones = ['default', 'destructive'] as const;
export type DataTableRowActionTone = (typeof dataTableRowActionTones)[number];

/** Row height: `compact` fits more rows on a desk's screen, `comfortable` gives bigger targets. */
export const dataTableDensities = ['compact', 'comfortable'] as const;
export type DataTableDensity = (typeof dataTableDensities)[number];

const cellAlign = ({ $align }: { $align: DataTableAlign }) => css`
  text-align: ${$align};
  /* Figures line up digit under digit, and a figure never breaks from its unit ("1,25,000 kg"). */
  ${$align === 'end' && css`font-variant-numeric: tabular-nums; white-space: nowrap;`}
`;

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }
`;

export const DataTableRoot = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

export const ToolbarSearch = styled.div`
  flex: 1 1 16rem;
  max-width: 22rem;
`;

export const ToolbarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-inline-start: auto;
`;

/** The scroll container: the table keeps its minimum width and this box scrolls both ways. */
export const ScrollRegion = styled.div<{ $maxHeight?: string }>`
  position: relative;
  overflow: auto;
  /* Lets the empty, error and loading content size itself to the visible width (cqi). */
  container-type: inline-size;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.card};
  color: ${vars.color.cardForeground};
  ${({ $maxHeight }) => $maxHeight && css`max-height: ${$maxHeight};`}
  ${focusRing}
`;

/**
 * The density's spacing as custom properties (`data-density` on the table), read by every cell, so
 * the cells keep one set of rules.
 */
export const Table = styled.table<{ $minWidth: string }>`
  --data-table-cell-block: ${vars.space[3]};
  --data-table-cell-inline: ${vars.space[4]};
  --data-table-header-height: 2.75rem;
  /* As tall as a row with action buttons, so the table does not jump when the rows arrive. */
  --data-table-skeleton-height: 3.0625rem;
  --data-table-action-size: 2.25rem;
  --data-table-action-overhang: ${vars.space[1.5]};

  &[data-density='compact'] {
    --data-table-cell-block: ${vars.space[1.5]};
    --data-table-cell-inline: ${vars.space[3]};
    --data-table-header-height: 2.25rem;
    --data-table-skeleton-height: 2.3125rem;
    --data-table-action-size: 2rem;
    --data-table-action-overhang: ${vars.space[1]};
  }

  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth};
  /* "separate" (not "collapse") so sticky header and footer cells keep their borders. */
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

/** The caption's words stay at the start edge while the table scrolls sideways under them. */
export const CaptionText = styled.span`
  display: inline-block;
  position: sticky;
  left: ${vars.space[4]};
`;

export const Caption = styled.caption`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
  text-align: start;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.font.weight.semibold};

  &[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;

export const HeaderCell = styled.th<{ $align: DataTableAlign; $width?: string }>`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sticky};
  height: var(--data-table-header-height);
  padding: ${vars.space[2]} var(--data-table-cell-inline);
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.muted};
  color: ${vars.color.mutedForeground};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
  vertical-align: middle;
  ${cellAlign}
  ${({ $width }) => $width && css`width: ${$width};`}
  ${stickyCell}
  ${stickyEdgeCell}
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1.5]};
  margin: 0 calc(-1 * ${vars.space[2]});
  padding: ${vars.space[1]} ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${vars.color.accent};
    color: ${vars.color.accentForeground};
  }

  ${focusRing}

  svg {
    width: 0.875rem;
    height: 0.875rem;
    flex-shrink: 0;
  }

  /* The unsorted icon only hints that the column can sort; a sorted column says it plainly. */
  &[data-sorted='false'] svg { opacity: 0.6; }
  &[data-sorted='true'] { color: ${vars.color.foreground}; }
`;

const bodyCell = css`
  padding: var(--data-table-cell-block) var(--data-table-cell-inline);
  border-bottom: 1px solid ${vars.color.border};
  vertical-align: middle;
  /* Long names wrap between words; a single overlong word breaks rather than widening the column. */
  overflow-wrap: break-word;
  ${stickyCell}
  /* The columns scrolling under a fixed one must not show through it. */
  &[data-sticky] { background: ${vars.color.card}; }
`;

export const BodyRow = styled.tr`
  &:last-child > * { border-bottom: 0; }
  &[data-state='row']:hover,
  &[data-state='row']:hover > [data-sticky] { background: ${vars.color.muted}; }
  &[data-state='skeleton'] > * { height: var(--data-table-skeleton-height); }
`;

/** Places a skeleton bar like the column's content: at the end for figures. */
export const SkeletonSlot = styled.div<{ $align: DataTableAlign }>`
  display: flex;
  justify-content: ${({ $align }) => ({ start: 'flex-start', center: 'center', end: 'flex-end' })[$align]};
`;

export const BodyCell = styled.td<{ $align: DataTableAlign }>`
  ${bodyCell}
  ${cellAlign}
`;

/** A body cell that names its row (`<th scope="row">`), e.g. the godown's name. */
export const RowHeaderCell = styled.th<{ $align: DataTableAlign }>`
  ${bodyCell}
  ${cellAlign}
  font-weight: ${vars.font.weight.medium};
`;

export const FooterCell = styled.td<{ $align: DataTableAlign }>`
  position: sticky;
  bottom: 0;
  z-index: ${vars.zIndex.sticky};
  padding: var(--data-table-cell-block) var(--data-table-cell-inline);
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.muted};
  font-weight: ${vars.font.weight.semibold};
  vertical-align: middle;
  ${cellAlign}
  ${stickyCell}
  ${stickyEdgeCell}
`;

export const StateCell = styled.td`
  padding: 0;
`;

/** Keeps empty, error and loading messages in view while the wide table scrolls sideways. */
export const StateContent = styled.div`
  position: sticky;
  left: 0;
  width: 100cqi;
  max-width: 100%;
`;

/** The row's buttons reach a little into the cell's padding, so they do not make the row taller. */
export const ActionGroup = styled.div`
  display: inline-flex;
  gap: ${vars.space[1]};
  margin-block: calc(-1 * var(--data-table-action-overhang, ${vars.space[1.5]}));
`;

export const RowActionButton = styled(Button)<{ $tone: DataTableRowActionTone }>`
  width: var(--data-table-action-size, 2.25rem);
  height: var(--data-table-action-size, 2.25rem);
  ${({ $tone }) => $tone === 'destructive' && css`color: ${vars.color.destructiveText};`}
`;

/** The table's own choices in the toolbar (sort on cards, density, columns), before the caller's. */
export const ToolbarControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
