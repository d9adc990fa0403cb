import styled, { css } from 'styled-components';
import { vars } from '../theme/vars.ts';

export const badgeTones = ['neutral', 'success', 'warning', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

const toneStyles: Record<BadgeTone, ReturnType<typeof css>> = {
  neutral: css`background: ${vars.color.neutralSoft}; color: ${vars.color.neutralSoftForeground};`,
  success: css`background: ${vars.color.successSoft}; color: ${vars.color.successSoftForeground};`,
  warning: css`background: ${vars.color.warningSoft}; color: ${vars.color.warningSoftForeground};`,
  danger: css`background: ${vars.color.dangerSoft}; color: ${vars.color.dangerSoftForeground};`,
  info: css`background: ${vars.color.infoSoft}; color: ${vars.color.infoSoftForeground};`,
};

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  padding: ${vars.space[0.5]} ${vars.space[2]};
  border-radius: ${vars.radius.full};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.normal};
  white-space: nowrap;
  vertical-align: middle;

  ${({ $tone }) => toneStyles[$tone]}

  svg { width: 0.875rem; height: 0.875rem; flex-shrink: 0; }
`;
