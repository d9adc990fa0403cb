import styled from 'styled-components';
import { vars } from '../theme/vars.ts';

export const FieldStack = styled.div`
  display: grid;
  gap: ${vars.space[1.5]};
  min-width: 0;
  align-content: start;
`;

export const FieldHint = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.font.lineHeight.normal};
`;

export const FieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[1]};
  color: ${vars.color.destructiveText};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.normal};

  svg {
    width: 0.875rem;
    height: 0.875rem;
    flex-shrink: 0;
    /* Sit on the first line of text. */
    margin-top: 0.125rem;
  }
`;
