import styled, { css } from 'styled-components';
import { vars } from '../theme/vars.ts';

export const alertSeverities = ['high', 'medium', 'low'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];

export const alertTypes = ['mortality', 'feed', 'payment', 'stock'] as const;
export type AlertType = (typeof alertTypes)[number];

const severityStyles: Record<AlertSeverity, ReturnType<typeof css>> = {
  high: css`background: ${vars.color.dangerSoft}; color: ${vars.color.dangerSoftForeground};`,
  medium: css`background: ${vars.color.warningSoft}; color: ${vars.color.warningSoftForeground};`,
  low: css`background: ${vars.color.infoSoft}; color: ${vars.color.infoSoftForeground};`,
};

export const StyledAlertItem = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.card};
  color: ${vars.color.cardForeground};
`;

export const IconCircle = styled.span<{ $severity: AlertSeverity }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${vars.radius.full};

  ${({ $severity }) => severityStyles[$severity]}

  svg { width: 1.125rem; height: 1.125rem; }
`;

export const Body = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  flex: 1 1 auto;
  min-width: 0;
`;

export const Message = styled.p`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};
  overflow-wrap: anywhere;
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[3]};
  font-size: ${vars.fontSize.xs};
`;

export const SeverityText = styled.span<{ $severity: AlertSeverity }>`
  display: inline-flex;
  padding: ${vars.space[0.5]} ${vars.space[2]};
  border-radius: ${vars.radius.full};
  font-weight: ${vars.font.weight.medium};

  ${({ $severity }) => severityStyles[$severity]}
`;

export const Time = styled.time`
  color: ${vars.color.mutedForeground};
`;
