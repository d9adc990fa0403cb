import styled, { css } from 'styled-components';
import { HEADER_HEIGHT } from '../theme/tokens.ts';
import { vars } from '../theme/vars.ts';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED } from './sidebar-state.ts';

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** The desktop column: 16rem, or a 3rem rail when `data-state="collapsed"`. */
export const SidebarRoot = styled.div`
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  width: ${SIDEBAR_WIDTH};
  height: 100%;
  overflow: hidden;
  background: ${vars.color.sidebar};
  color: ${vars.color.sidebarForeground};
  border-right: 1px solid ${vars.color.sidebarBorder};
  transition: width ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &[data-state='collapsed'] { width: ${SIDEBAR_WIDTH_COLLAPSED}; }
`;

/** The slide-out sheet on phones, in the sidebar's colours. */
export const SidebarHeaderSlot = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;
  min-height: ${HEADER_HEIGHT};
  padding: ${vars.space[2]};
  overflow: hidden;
  white-space: nowrap;
  border-bottom: 1px solid ${vars.color.sidebarBorder};

  /* Room for the sheet's close button in the top right corner. */
  &[data-placement='sheet'] { padding-right: ${vars.space[12]}; }
`;

export const SidebarFooterSlot = styled.div`
  flex-shrink: 0;
  padding: ${vars.space[2]};
  overflow: hidden;
  white-space: nowrap;
  border-top: 1px solid ${vars.color.sidebarBorder};
`;

export const SidebarNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  flex: 1 1 auto;
  min-height: 0;
  padding: ${vars.space[2]};
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;

  /* A scrollbar would eat a third of the 3rem rail; the rail still scrolls by wheel and keyboard. */
  &[data-state='collapsed'] {
    gap: ${vars.space[2]};
    scrollbar-width: none;
  }
`;

export const SidebarGroup = styled.div`
  display: grid;
  gap: ${vars.space[1]};

  ${SidebarNav}[data-state='collapsed'] & + & {
    padding-top: ${vars.space[2]};
    border-top: 1px solid ${vars.color.sidebarBorder};
  }
`;

export const SidebarGroupLabel = styled.div`
  display: flex;
  align-items: center;
  height: 1.5rem;
  padding: 0 ${vars.space[2]};
  overflow: hidden;
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.mutedForeground};
  white-space: nowrap;

  ${SidebarNav}[data-state='collapsed'] & { ${visuallyHidden} }
`;

export const SidebarList = styled.ul`
  display: grid;
  gap: ${vars.space[0.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SidebarItemLabel = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;

  ${SidebarNav}[data-state='collapsed'] & { ${visuallyHidden} }
`;

export const SidebarItemIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  svg { width: 1rem; height: 1rem; }
`;

/** Rendered `as` the app's link component; state comes from `aria-current`. */
export const SidebarItemLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  height: 2rem;
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.sidebarForeground};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.font.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${vars.color.sidebarAccent};
    color: ${vars.color.sidebarAccentForeground};
  }

  /* Inside the scrolling nav an outer ring would be clipped. */
  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: -2px;
  }

  &[aria-current='page'] {
    background: ${vars.color.sidebarAccent};
    color: ${vars.color.sidebarAccentForeground};
    font-weight: ${vars.font.weight.semibold};
    box-shadow: inset 3px 0 0 ${vars.color.primary};
  }
`;
