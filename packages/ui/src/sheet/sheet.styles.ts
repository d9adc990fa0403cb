import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';
import { overlayStyles } from '../dialog/dialog.styles.ts';
import { vars } from '../theme/vars.ts';

export const sheetSides = ['left', 'right'] as const;
export type SheetSide = (typeof sheetSides)[number];

/** Width of the mobile sidebar in the specification. */
export const SHEET_DEFAULT_WIDTH = '18rem';

const slideFromLeft = keyframes`from { transform: translateX(-100%); }`;
const slideFromRight = keyframes`from { transform: translateX(100%); }`;

const sideStyles: Record<SheetSide, ReturnType<typeof css>> = {
  left: css`
    left: 0;
    border-right: 1px solid ${vars.color.border};
    @media (prefers-reduced-motion: no-preference) {
      &[data-state='open'] { animation: ${slideFromLeft} ${vars.motion.duration.slow} ${vars.motion.easing.standard}; }
    }
  `,
  right: css`
    right: 0;
    border-left: 1px solid ${vars.color.border};
    @media (prefers-reduced-motion: no-preference) {
      &[data-state='open'] { animation: ${slideFromRight} ${vars.motion.duration.slow} ${vars.motion.easing.standard}; }
    }
  `,
};

export const SheetOverlay = styled(RadixDialog.Overlay)`
  ${overlayStyles}
`;

export const SheetCloseSlot = styled.div`
  position: absolute;
  top: ${vars.space[3]};
  right: ${vars.space[3]};
`;

export const SheetHeader = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  flex-shrink: 0;
  padding: ${vars.space[4]};
`;

export const SheetPanel = styled(RadixDialog.Content)<{ $side: SheetSide; $width: string }>`
  position: fixed;
  top: 0;
  bottom: 0;
  z-index: ${vars.zIndex.modal};
  width: ${({ $width }) => $width};
  /* Leave a strip of overlay to tap on, however narrow the screen. */
  max-width: calc(100% - ${vars.space[12]});
  display: flex;
  flex-direction: column;
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  box-shadow: ${vars.shadow.lg};

  ${({ $side }) => sideStyles[$side]}

  &:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: -2px; }

  &:has(> ${SheetCloseSlot}) ${SheetHeader} { padding-right: ${vars.space[12]}; }
`;

export const SheetTitle = styled(RadixDialog.Title)`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const SheetDescription = styled(RadixDialog.Description)`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.mutedForeground};
`;

export const SheetBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;
