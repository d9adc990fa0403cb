import styled from 'styled-components';
import { media } from '../theme/tokens.ts';
import { vars } from '../theme/vars.ts';

export const StyledPageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[6]};
`;

/** Takes the row; once less than 16rem is left beside the actions, the actions wrap below. */
export const TitleBlock = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  flex: 1 1 16rem;
  min-width: 0;
`;

export const Title = styled.h1`
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;

  ${media.mobile} { font-size: ${vars.fontSize.xl}; }
`;

export const Subtitle = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;
