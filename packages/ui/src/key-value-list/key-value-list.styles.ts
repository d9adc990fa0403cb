import styled, { css } from 'styled-components';
import { media } from '../theme/tokens.ts';
import { vars } from '../theme/vars.ts';

export const keyValueListColumns = [1, 2] as const;
export type KeyValueListColumns = (typeof keyValueListColumns)[number];

export const keyValueListDensities = ['default', 'dense'] as const;
export type KeyValueListDensity = (typeof keyValueListDensities)[number];

const densityStyles: Record<KeyValueListDensity, ReturnType<typeof css>> = {
  default: css`
    --kv-row-padding: ${vars.space[3]};
    --kv-font-size: ${vars.fontSize.sm};
  `,
  dense: css`
    --kv-row-padding: ${vars.space[1.5]};
    --kv-font-size: ${vars.fontSize.sm};
  `,
};

export const StyledKeyValueList = styled.dl<{
  $columns: KeyValueListColumns;
  $density: KeyValueListDensity;
}>`
  ${({ $density }) => densityStyles[$density]}
  display: grid;
  grid-template-columns: ${({ $columns }) => ($columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  column-gap: ${vars.space[6]};
  min-width: 0;
  margin: 0;
  font-size: var(--kv-font-size);

  /* Two columns need room; on phones every pair gets a full row. */
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One label–value pair; a row of two cells, stacked on phones. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(7rem, 14rem) minmax(0, 1fr);
  align-items: baseline;
  gap: ${vars.space[1]} ${vars.space[4]};
  padding-block: var(--kv-row-padding);
  border-bottom: 1px solid ${vars.color.border};
  min-width: 0;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Term = styled.dt`
  color: ${vars.color.mutedForeground};
  font-weight: ${vars.font.weight.medium};
  overflow-wrap: anywhere;
`;

export const Description = styled.dd`
  display: grid;
  gap: ${vars.space[0.5]};
  margin: 0;
  min-width: 0;
  color: ${vars.color.foreground};
  font-weight: ${vars.font.weight.medium};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;

  &[data-empty] > [data-value] {
    color: ${vars.color.mutedForeground};
    font-weight: ${vars.font.weight.regular};
    font-style: italic;
  }
`;

export const Value = styled.span``;

export const Hint = styled.span`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.regular};
`;
