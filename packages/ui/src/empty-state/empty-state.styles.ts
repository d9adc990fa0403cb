import styled from 'styled-components';
import { vars } from '../theme/vars.ts';

export const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[10]} ${vars.space[4]};
  text-align: center;
`;

export const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: ${vars.space[2]};
  border-radius: ${vars.radius.full};
  background: ${vars.color.muted};
  color: ${vars.color.mutedForeground};

  svg { width: 1.5rem; height: 1.5rem; }
`;

export const Title = styled.h3`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  max-width: 28rem;
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  max-width: 28rem;
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[3]};
`;
