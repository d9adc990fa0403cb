import styled from 'styled-components';
import { Avatar } from '../avatar/index.ts';
import { HEADER_HEIGHT, media } from '../theme/tokens.ts';
import { vars } from '../theme/vars.ts';

const truncate = `
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const HeaderBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  flex-shrink: 0;
  height: ${HEADER_HEIGHT};
  padding: 0 ${vars.space[4]};
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  border-bottom: 1px solid ${vars.color.border};

  ${media.mobile} {
    gap: ${vars.space[1]};
    padding: 0 ${vars.space[2]};
  }
`;

export const HeaderBrand = styled.div`
  display: grid;
  flex: 1 1 auto;
  min-width: 0;
  line-height: ${vars.font.lineHeight.tight};
`;

export const HeaderCompanyName = styled.p`
  ${truncate}
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.font.weight.semibold};
`;

export const HeaderTagline = styled.p`
  ${truncate}
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.mutedForeground};
`;

export const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  flex-shrink: 0;
`;

export const UserMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  height: 2.5rem;
  padding: ${vars.space[1]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  cursor: pointer;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover,
  &[data-state='open'] { background: ${vars.color.accent}; }

  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }

  svg { width: 1rem; height: 1rem; flex-shrink: 0; color: ${vars.color.mutedForeground}; }

  ${media.tablet} { padding: ${vars.space[1]} ${vars.space[2]}; }
`;

/** A hairline border keeps the initials' circle visible on the button's hover colour. */
export const UserMenuAvatar = styled(Avatar)`
  border: 1px solid ${vars.color.border};
`;

/** The name beside the avatar: shown on wide screens only, always part of the button's name. */
export const UserMenuName = styled.span`
  ${truncate}
  max-width: 12rem;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};

  ${media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    clip-path: inset(50%);
  }
`;

export const UserMenuChevron = styled.span`
  display: inline-flex;

  ${media.mobile} { display: none; }
`;
