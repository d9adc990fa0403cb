import * as RadixToast from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { media } from '../theme/tokens.ts';
import { vars } from '../theme/vars.ts';

export const toastTones = ['default', 'success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

const slideIn = keyframes`from { transform: translateX(calc(100% + ${vars.space[4]})); }`;
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + ${vars.space[4]})); }
`;

export const StyledViewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: 26rem;
  max-width: 100%;
  margin: 0;
  padding: ${vars.space[4]};
  list-style: none;
  outline: none;

  &:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: -2px; }

  ${media.mobile} { width: 100%; padding: ${vars.space[2]}; }
`;

const toneStyles: Record<ToastTone, ReturnType<typeof css>> = {
  default: css`
    background: ${vars.color.popover};
    color: ${vars.color.popoverForeground};
  `,
  success: css`
    background: ${vars.color.successSoft};
    color: ${vars.color.successSoftForeground};
  `,
  error: css`
    background: ${vars.color.dangerSoft};
    color: ${vars.color.dangerSoftForeground};
  `,
};

export const StyledToast = styled(RadixToast.Root)<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
  ${({ $tone }) => toneStyles[$tone]}

  &:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: 2px; }

  /* Follow the finger while swiping; snap back on a short swipe. */
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] { animation: ${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}; }
    &[data-swipe='end'] { animation: ${swipeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}; }
  }
`;

export const ToastIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  /* Line up with the first line of the title. */
  padding-top: ${vars.space[2]};
  svg { width: 1.125rem; height: 1.125rem; }
`;

export const ToastText = styled.div`
  flex: 1 1 auto;
  display: grid;
  gap: ${vars.space[0.5]};
  padding: ${vars.space[2]} 0;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledToastTitle = styled(RadixToast.Title)`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledToastDescription = styled(RadixToast.Description)`
  font-size: ${vars.fontSize.sm};
`;

export const ToastActionSlot = styled.div`
  flex-shrink: 0;
  padding-top: ${vars.space[0.5]};
`;
