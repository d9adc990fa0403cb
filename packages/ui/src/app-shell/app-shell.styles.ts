import styled from 'styled-components';
import { media } from '../theme/tokens.ts';
import { vars } from '../theme/vars.ts';

/** The whole screen: sidebar beside a column of header and main; only main scrolls. */
export const ShellRoot = styled.div`
  display: flex;
  height: 100vh;
  height: 100dvh;
  overflow: hidden;
  background: ${vars.color.background};
  color: ${vars.color.foreground};
`;

export const ShellColumn = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-width: 0;
`;

export const ShellMain = styled.main`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${vars.space[6]};

  /* Focus lands here from the skip link; the heading below is what users look for, not a ring. */
  &:focus { outline: none; }

  ${media.mobile} { padding: ${vars.space[4]}; }
`;

/** Hidden until focused; then a button-like chip in the top left corner, above everything. */
export const SkipLink = styled.a`
  position: absolute;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  z-index: ${vars.zIndex.tooltip};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.primaryForeground};
  font-weight: ${vars.font.weight.medium};
  text-decoration: none;
  box-shadow: ${vars.shadow.md};
  /* Appears at once: an animated move would repaint the page for nothing. */
  transition-property: none;

  &:not(:focus) {
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }
`;
