import { media, vars } from '@pfm/ui';
import styled from 'styled-components';

/** A tile's figure followed by words in smaller type: "EPEF 266 Good", "₹1,200.00 recoverable from the farmer (Dr)". */
export const TileWord = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.mutedForeground};
  white-space: nowrap;
`;

/**
 * The batch code in the table: a button that chooses the batch, drawn as a link. The chosen one is
 * pressed (`aria-pressed`) and its row is marked, so where the breakdown below comes from is plain.
 */
export const BatchButton = styled.button`
  appearance: none;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${vars.color.primary};
  font-weight: ${vars.font.weight.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${vars.radius.sm};
  cursor: pointer;
  white-space: nowrap;

  &:hover { text-decoration-thickness: 2px; }
  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }
  &[aria-pressed='true'] { text-decoration: none; }
`;

/** Holds the batches' table: the chosen batch's row is shaded (the button in it is pressed). */
export const BatchTable = styled.div`
  display: grid;
  min-width: 0;

  tbody tr:has(button[aria-pressed='true']) > * {
    background: ${vars.color.muted};
  }
  tbody tr:has(button[aria-pressed='true']) > :first-child {
    box-shadow: inset 3px 0 0 ${vars.color.primary};
  }
`;

/** One line of text that never wraps (a date, a state). */
export const OneLine = styled.span`
  white-space: nowrap;
`;

/** The chosen batch's settlement: the lines beside (or, when narrow, above) its performance. */
export const BreakdownBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[6]};

  & > * { min-width: 0; }
  & > :first-child { flex: 3 1 30rem; }
  & > :last-child { flex: 1 1 16rem; }
`;

export const SubHeading = styled.h3`
  margin: 0 0 ${vars.space[2]};

  * + & { margin-top: ${vars.space[5]}; }

  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.semibold};
`;

/** The settlement line by line: label and basis, amount at the end; sections, subtotals, the net. */
export const LinesTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  caption {
    text-align: start;
    margin-bottom: ${vars.space[2]};
    font-weight: ${vars.font.weight.semibold};
  }
  th, td {
    padding: ${vars.space[2]} ${vars.space[2]};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${vars.color.border};
  }
  thead th {
    color: ${vars.color.mutedForeground};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.font.weight.medium};
  }
  th[scope='row'] { font-weight: ${vars.font.weight.regular}; }
  th[scope='rowgroup'] {
    padding-top: ${vars.space[4]};
    font-weight: ${vars.font.weight.semibold};
    color: ${vars.color.foreground};
    background: ${vars.color.muted};
  }
  td[data-amount], th[data-amount] {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  tr[data-subtotal] > * {
    font-weight: ${vars.font.weight.semibold};
  }
  tfoot tr > * {
    border-top: 2px solid ${vars.color.foreground};
    border-bottom: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.font.weight.bold};
  }

  ${media.mobile} {
    th, td { padding-inline: ${vars.space[1]}; }
  }
`;

/** How a line was worked out, under its label, in muted type. */
export const Basis = styled.span`
  display: block;
  margin-top: ${vars.space[0.5]};
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.regular};
  overflow-wrap: anywhere;
`;

/**
 * An amount with muted words under it ("recoverable from the farmer (Dr)"), wrapping within a
 * figure's width so the column of amounts stays narrow.
 */
export const AmountWithWord = styled.span`
  display: inline-grid;
  justify-items: end;
  gap: ${vars.space[0.5]};
  max-inline-size: 8rem;
`;

export const AmountWord = styled.span`
  text-align: end;
  white-space: normal;
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.regular};
`;

/** The buttons of the chosen batch (Finalise, Cancel, Close) and, for Staff, why there are none. */
export const BreakdownActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** A sentence about where the chosen batch stands, over its lines. */
export const BreakdownNote = styled.p`
  margin: 0 0 ${vars.space[4]};
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

/** Skeleton lines while the breakdown loads. */
export const SkeletonLines = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;

/** The scheme a settlement is worked out under: "Standard Growing Scheme, version 1 (SCH001)". */
export const SchemeLine = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};
`;
