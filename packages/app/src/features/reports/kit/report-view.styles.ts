import { vars } from '@pfm/ui';
import styled from 'styled-components';

/** A note under a report's table: how its figures are worked out. */
export const ReportNote = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.font.lineHeight.normal};
`;

/** A figure with a muted line under it, such as a rate and where it comes from. */
export const FigureWithHint = styled.span`
  display: inline-grid;
  justify-items: end;
  gap: ${vars.space[0.5]};
`;

export const FigureHint = styled.span`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: normal;
`;

/** A cell's main text with a muted code under it ("Day Old Chicks", "I001"). */
export const NameWithCode = styled.span`
  display: grid;
  gap: ${vars.space[0.5]};
`;

export const Code = styled.span`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.regular};
`;

/** A cell's text after a small decorative icon ("In transit" after a lorry). */
export const WithIcon = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1.5]};

  svg {
    width: 1rem;
    height: 1rem;
    flex-shrink: 0;
    color: ${vars.color.mutedForeground};
  }
`;
