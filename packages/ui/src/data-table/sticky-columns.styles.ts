import styled, { css } from 'styled-components';
import { vars } from '../theme/vars.ts';

/**
 * The edge of what scrolls sideways: a soft shade in the text colour, so it shows in both themes (a
 * black shadow vanishes on the dark theme's card).
 */
const edgeShade = `color-mix(in srgb, ${vars.color.foreground} 16%, transparent)`;

const edge = css`
  content: '';
  position: absolute;
  top: 0;
  bottom: 0;
  width: 0.75rem;
  pointer-events: none;
  opacity: 0;
  transition: opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard};
`;

/**
 * The first column (the code, `data-sticky="start"`) and the Actions column (`data-sticky="end"`)
 * stay in view while the columns between them scroll sideways. A shade on the inner edge of each
 * appears while columns are hidden behind it (`data-overflow-start` / `data-overflow-end` on the
 * ScrollFrame). Header and footer cells, already sticky vertically, come above the body's.
 */
export const stickyCell = css`
  &[data-sticky] {
    position: sticky;
    z-index: 1;
  }
  &[data-sticky='start'] { left: 0; }
  &[data-sticky='end'] { right: 0; }

  &[data-sticky]::after { ${edge} }
  &[data-sticky='start']::after {
    left: 100%;
    background: linear-gradient(to right, ${edgeShade}, transparent);
  }
  &[data-sticky='end']::after {
    right: 100%;
    background: linear-gradient(to left, ${edgeShade}, transparent);
  }
  [data-overflow-start] &[data-sticky='start']::after,
  [data-overflow-end] &[data-sticky='end']::after {
    opacity: 1;
  }
`;

/** A header or footer cell that is also sticky sideways lies above the other header cells. */
export const stickyEdgeCell = css`
  &[data-sticky] { z-index: calc(${vars.zIndex.sticky} + 1); }
`;

/**
 * Around the scroll region: holds the scroll state, and shades the region's end edge while more
 * columns lie beyond it when no Actions column is there to carry the shade.
 */
export const ScrollFrame = styled.div`
  position: relative;
  min-width: 0;

  &::after {
    ${edge}
    top: 1px;
    bottom: 1px;
    right: 1px;
    border-radius: 0 ${vars.radius.lg} ${vars.radius.lg} 0;
    background: linear-gradient(to left, ${edgeShade}, transparent);
  }
  &[data-overflow-end]:not([data-sticky-end])::after { opacity: 1; }
`;
