import styled from 'styled-components';
import { vars } from '../theme/vars.ts';

export const StyledKbd = styled.kbd`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  height: 1.5rem;
  padding: 0 ${vars.space[1.5]};
  border: 1px solid ${vars.color.border};
  border-bottom-width: 2px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.muted};
  color: ${vars.color.foreground};
  font-family: ${vars.font.family.mono};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
`;

export const StyledKeys = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  white-space: nowrap;
`;
