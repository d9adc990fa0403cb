import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled, { css, keyframes } from 'styled-components';
import { vars } from '../theme/vars.ts';

export const dropdownMenuItemTones = ['default', 'destructive'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];

const appear = keyframes`from { opacity: 0; transform: scale(0.97); }`;

export const StyledMenuContent = styled(RadixMenu.Content)`
  z-index: ${vars.zIndex.popover};
  min-width: 12rem;
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${vars.space[1]};
  background: ${vars.color.popover};
  color: ${vars.color.popoverForeground};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.md};
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] { animation: ${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}; }
  }
`;

const toneStyles: Record<DropdownMenuItemTone, ReturnType<typeof css>> = {
  default: css`
    &[data-highlighted] { background: ${vars.color.accent}; color: ${vars.color.accentForeground}; }
  `,
  destructive: css`
    color: ${vars.color.destructiveText};
    &[data-highlighted] { background: ${vars.color.dangerSoft}; color: ${vars.color.dangerSoftForeground}; }
  `,
};

const menuItem = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 2rem;
  padding: ${vars.space[1.5]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.font.lineHeight.tight};
  cursor: pointer;
  user-select: none;
  outline: none;

  &:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: -2px; }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledMenuItem = styled(RadixMenu.Item)<{ $tone: DropdownMenuItemTone }>`
  ${menuItem}
  ${({ $tone }) => toneStyles[$tone]}
`;

/** A checkbox or radio item: the mark's box, then the text. */
export const StyledMenuCheckboxItem = styled(RadixMenu.CheckboxItem)`
  ${menuItem}
  ${toneStyles.default}
`;

export const StyledMenuRadioItem = styled(RadixMenu.RadioItem)`
  ${menuItem}
  ${toneStyles.default}
`;

/**
 * The box a checkbox item's tick (or a radio item's dot) sits in, drawn also when unticked so the
 * item reads as a choice. Filled with the primary colour when chosen, like the Checkbox.
 */
export const MenuItemMark = styled.span<{ $shape: 'checkbox' | 'radio' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1rem;
  height: 1rem;
  border: 1px solid ${vars.color.mutedForeground};
  border-radius: ${({ $shape }) => ($shape === 'radio' ? vars.radius.full : vars.radius.sm)};
  background: ${vars.color.background};
  color: ${vars.color.primaryForeground};

  [data-state='checked'] > & {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }

  /* Radix's indicator is an inline span: centre what it holds. */
  & > span { display: inline-flex; }
  svg { width: 0.75rem; height: 0.75rem; stroke-width: 3; }
`;

/** The radio item's dot inside its mark. */
export const MenuItemDot = styled.span`
  display: block;
  width: 0.375rem;
  height: 0.375rem;
  border-radius: ${vars.radius.full};
  background: currentColor;
`;

export const MenuItemIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  svg { width: 1rem; height: 1rem; }
`;

export const StyledMenuLabel = styled(RadixMenu.Label)`
  display: grid;
  gap: ${vars.space[0.5]};
  padding: ${vars.space[1.5]} ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const MenuLabelDescription = styled.span`
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.regular};
  color: ${vars.color.mutedForeground};
`;

export const StyledMenuSeparator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${vars.space[1]} calc(-1 * ${vars.space[1]});
  background: ${vars.color.border};
`;
