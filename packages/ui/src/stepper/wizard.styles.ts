import styled from 'styled-components';
import { vars } from '../theme/vars.ts';

export const WizardRoot = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
`;

export const WizardBody = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  align-content: start;
  border-radius: ${vars.radius.sm};

  &:focus { outline: none; }
  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 4px;
  }
`;

export const WizardError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  color: ${vars.color.destructiveText};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};

  svg { width: 1rem; height: 1rem; flex-shrink: 0; margin-top: 0.125rem; }
`;

export const WizardFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;
