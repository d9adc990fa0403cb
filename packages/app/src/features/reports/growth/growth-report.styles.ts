import { vars } from '@pfm/ui';
import styled from 'styled-components';

/** The batch's further figures in one wrapping line under the tiles: "FCR 1.62 · EPEF 305 …". */
export const BatchFigures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[5]};
  margin: 0;
  font-size: ${vars.fontSize.sm};

  & > div {
    display: inline-flex;
    align-items: baseline;
    gap: ${vars.space[1.5]};
  }
  dt { color: ${vars.color.mutedForeground}; }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.medium};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A week or a date in the table, on one line: the figures' columns never wrap, so in a squeezed
 * table these would otherwise break ("Week / 1").
 */
export const OneLine = styled.span`
  white-space: nowrap;
`;
