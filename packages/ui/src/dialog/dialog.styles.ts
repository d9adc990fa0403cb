import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';
import { media } from '../theme/tokens.ts';
import { vars } from '../theme/vars.ts';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const maxWidths: Record<DialogSize, string> = {
  sm: '24rem',
  md: '32rem',
  lg: '48rem',
};

const fadeIn = keyframes`from { opacity: 0; }`;
const zoomIn = keyframes`from { opacity: 0; transform: scale(0.97); }`;

/** Shared by every modal overlay (dialogs, sheets). */
export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.overlay};
  background: ${vars.color.overlay};

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] { animation: ${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}; }
  }
`;

export const DialogOverlay = styled(RadixDialog.Overlay)`
  ${overlayStyles}
`;

export const DialogCloseSlot = styled.div`
  position: absolute;
  top: ${vars.space[3]};
  right: ${vars.space[3]};
`;

export const StyledDialogHeader = styled.div`
  display: grid;
  gap: ${vars.space[1.5]};
  flex-shrink: 0;
  padding: ${vars.space[6]} ${vars.space[6]} ${vars.space[2]};
`;

export const DialogPanel = styled(RadixDialog.Content)<{ $size: DialogSize }>`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  /* Centred without a transform (which blurs text): auto margins around a box sized to its content. */
  margin: auto;
  width: calc(100% - ${vars.space[8]});
  max-width: ${({ $size }) => maxWidths[$size]};
  height: fit-content;
  max-height: calc(100dvh - ${vars.space[8]});
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${vars.color.card};
  color: ${vars.color.cardForeground};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};

  &:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: 2px; }

  /* Room on the right of the title for the close button. */
  &:has(> ${DialogCloseSlot}) ${StyledDialogHeader} { padding-right: ${vars.space[12]}; }

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] { animation: ${zoomIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}; }
  }
`;

export const StyledDialogTitle = styled(RadixDialog.Title)`
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledDialogDescription = styled(RadixDialog.Description)`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.mutedForeground};
`;

export const StyledDialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${vars.space[4]} ${vars.space[6]};
  display: grid;
  gap: ${vars.space[4]};
  align-content: start;

  &:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: -2px; }
`;

export const StyledDialogFooter = styled.div`
  display: flex;
  flex-shrink: 0;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} ${vars.space[6]} ${vars.space[6]};

  ${media.mobile} {
    /* Main action on top, every button as wide as the panel. */
    flex-direction: column-reverse;
    & > * { width: 100%; }
  }
`;

export const StyledDialogError = styled.p`
  flex-shrink: 0;
  margin: ${vars.space[2]} ${vars.space[6]} 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.dangerSoftForeground};
  font-size: ${vars.fontSize.sm};
`;
