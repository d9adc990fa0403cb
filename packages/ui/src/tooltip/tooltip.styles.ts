import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';
import { vars } from '../theme/vars.ts';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

const appear = keyframes`from { opacity: 0; }`;

/** Inverted colours (text colour as background) so the tooltip stands out in either theme. */
export const StyledTooltipContent = styled(RadixTooltip.Content)`
  z-index: ${vars.zIndex.tooltip};
  max-width: 18rem;
  padding: ${vars.space[1.5]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.foreground};
  color: ${vars.color.background};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.font.lineHeight.normal};
  box-shadow: ${vars.shadow.md};
  transform-origin: var(--radix-tooltip-content-transform-origin);

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='delayed-open'], &[data-state='instant-open'] {
      animation: ${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard};
    }
  }
`;

export const StyledTooltipArrow = styled(RadixTooltip.Arrow)`
  fill: ${vars.color.foreground};
`;
