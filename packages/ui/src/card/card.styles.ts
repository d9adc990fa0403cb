import styled, { css } from 'styled-components';
import { media } from '../theme/tokens.ts';
import { vars } from '../theme/vars.ts';

export const cardPaddings = ['sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export const cardHeadingLevels = [1, 2, 3, 4, 5, 6] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

// The card sets its padding once as a custom property; every part reads it, so parts need no prop.
const paddingStyles: Record<CardPadding, ReturnType<typeof css>> = {
  sm: css`--card-padding: ${vars.space[3]};`,
  md: css`
    --card-padding: ${vars.space[5]};
    ${media.mobile} { --card-padding: ${vars.space[4]}; }
  `,
  lg: css`
    --card-padding: ${vars.space[6]};
    ${media.mobile} { --card-padding: ${vars.space[4]}; }
  `,
};

export const StyledCard = styled.div<{ $padding: CardPadding }>`
  ${({ $padding }) => paddingStyles[$padding]}
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${vars.color.card};
  color: ${vars.color.cardForeground};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};
`;

/** Parts after another part drop their top padding, so the gap between parts equals the padding. */
const part = css`
  padding: var(--card-padding);
  [data-card-part] + & { padding-top: 0; }
`;

export const StyledCardHeader = styled.div`
  ${part}
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
`;

export const CardHeading = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  flex: 1 1 12rem;
  min-width: 0;
`;

export const CardTitleText = styled.h3`
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const CardDescriptionText = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const StyledCardContent = styled.div`
  ${part}
  flex: 1 1 auto;
  min-width: 0;

  /* Flush content (a table, a list) runs to the card's edges. */
  &[data-flush] {
    padding-left: 0;
    padding-right: 0;
  }
`;

export const StyledCardFooter = styled.div`
  ${part}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;
