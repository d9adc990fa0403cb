import styled, { css, keyframes } from 'styled-components';
import { vars } from '../theme/vars.ts';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'destructive'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg', 'icon'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.color.primary};
    color: ${vars.color.primaryForeground};
    &:hover:not([data-disabled]) { background: ${vars.color.primaryHover}; }
  `,
  secondary: css`
    background: ${vars.color.secondary};
    color: ${vars.color.secondaryForeground};
    &:hover:not([data-disabled]) { background: ${vars.color.secondaryHover}; }
  `,
  outline: css`
    background: ${vars.color.background};
    color: ${vars.color.foreground};
    border-color: ${vars.color.input};
    &:hover:not([data-disabled]) { background: ${vars.color.accent}; }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.color.foreground};
    &:hover:not([data-disabled]) { background: ${vars.color.accent}; }
  `,
  destructive: css`
    background: ${vars.color.destructive};
    color: ${vars.color.destructiveForeground};
    &:hover:not([data-disabled]) { background: ${vars.color.destructiveHover}; }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`height: 2rem; padding: 0 ${vars.space[3]}; font-size: ${vars.fontSize.xs};`,
  md: css`height: 2.25rem; padding: 0 ${vars.space[4]}; font-size: ${vars.fontSize.sm};`,
  lg: css`height: 2.75rem; padding: 0 ${vars.space[6]}; font-size: ${vars.fontSize.md};`,
  icon: css`height: 2.25rem; width: 2.25rem; padding: 0;`,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  flex-shrink: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-weight: ${vars.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] { cursor: progress; }

  svg { width: 1rem; height: 1rem; flex-shrink: 0; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const ButtonSpinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${vars.radius.full};
  animation: ${spin} 0.7s linear infinite;
`;
