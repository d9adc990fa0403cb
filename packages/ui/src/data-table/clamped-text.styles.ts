import styled from 'styled-components';
import { vars } from '../theme/vars.ts';
import type { DataTableClamp } from './data-table-types.ts';

/**
 * Text cut after `$lines` lines with "…" (CSS line clamp); the whole text stays in the page, so a
 * screen reader reads all of it. Cut, it takes the focus like the table's other controls do.
 */
export const StyledClampedText = styled.span<{ $lines: DataTableClamp }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  line-clamp: ${({ $lines }) => $lines};
  overflow: hidden;
  /*
   * A long word breaks too, so clamped text never widens its column; the column still keeps room
   * for a word or two (breaking "anywhere" alone would let a squeezed table cut "Ramesh" to "Rames").
   */
  overflow-wrap: anywhere;
  min-width: 6rem;
  border-radius: ${vars.radius.sm};

  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }
`;
