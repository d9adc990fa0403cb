import styled, { css } from 'styled-components';
import { vars } from '../theme/vars.ts';

/** `auto` decides from the value (see `negativeIsBad` / `destructiveBelow`); the others force a colour. */
export const amountTones = ['auto', 'default', 'success', 'destructive', 'muted'] as const;
export type AmountTone = (typeof amountTones)[number];
export type ResolvedAmountTone = Exclude<AmountTone, 'auto'>;

export const amountAligns = ['inline', 'end'] as const;
export type AmountAlign = (typeof amountAligns)[number];

const toneStyles: Record<ResolvedAmountTone, ReturnType<typeof css>> = {
  default: css`color: inherit;`,
  success: css`color: ${vars.color.successText};`,
  destructive: css`color: ${vars.color.destructiveText};`,
  muted: css`color: ${vars.color.mutedForeground};`,
};

export const StyledFigure = styled.span<{ $tone: ResolvedAmountTone }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  ${({ $tone }) => toneStyles[$tone]}

  &[data-align='end'] {
    display: block;
    text-align: end;
  }
`;
