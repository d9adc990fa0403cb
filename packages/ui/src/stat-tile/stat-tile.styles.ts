import styled, { css } from 'styled-components';
import { vars } from '../theme/vars.ts';

export const trendDirections = ['up', 'down', 'flat'] as const;
export type TrendDirection = (typeof trendDirections)[number];

/** Whether a trend is good news, bad news or neither — decides its colour. */
export type TrendMood = 'good' | 'bad' | 'neutral';

const moodStyles: Record<TrendMood, ReturnType<typeof css>> = {
  good: css`color: ${vars.color.successText};`,
  bad: css`color: ${vars.color.destructiveText};`,
  neutral: css`color: ${vars.color.mutedForeground};`,
};

export const StyledStatTile = styled.div`
  display: grid;
  align-content: start;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[5]};
  background: ${vars.color.card};
  color: ${vars.color.cardForeground};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};
`;

export const TileHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const Label = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const IconBox = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${vars.color.mutedForeground};

  svg { width: 1.25rem; height: 1.25rem; }
`;

export const Value = styled.div`
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  min-height: 1.875rem;
  display: flex;
  align-items: center;
`;

export const Footer = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.xs};
`;

export const Trend = styled.p<{ $mood: TrendMood }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  font-weight: ${vars.font.weight.medium};

  ${({ $mood }) => moodStyles[$mood]}

  svg { width: 1rem; height: 1rem; flex-shrink: 0; }
`;

export const Hint = styled.p`
  color: ${vars.color.mutedForeground};
`;
