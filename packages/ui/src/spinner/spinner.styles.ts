import styled, { css, keyframes } from 'styled-components';
import { vars } from '../theme/vars.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

const spin = keyframes`to { transform: rotate(360deg); }`;

const sizeStyles: Record<SpinnerSize, ReturnType<typeof css>> = {
  sm: css`width: 1rem; height: 1rem; border-width: 2px;`,
  md: css`width: 1.5rem; height: 1.5rem; border-width: 2px;`,
  lg: css`width: 2.5rem; height: 2.5rem; border-width: 3px;`,
};

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
`;

export const SpinnerRing = styled.span<{ $size: SpinnerSize }>`
  display: block;
  flex-shrink: 0;
  border-style: solid;
  border-color: ${vars.color.border};
  border-top-color: ${vars.color.primary};
  border-radius: ${vars.radius.full};
  animation: ${spin} 0.8s linear infinite;

  ${({ $size }) => sizeStyles[$size]}

  /* Still spinning under reduced motion, only slower: a frozen spinner looks like a hang. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
