import * as AvatarPrimitive from '@radix-ui/react-avatar';
import styled, { css } from 'styled-components';
import { vars } from '../theme/vars.ts';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

const sizeStyles: Record<AvatarSize, ReturnType<typeof css>> = {
  sm: css`width: 2rem; height: 2rem; font-size: ${vars.fontSize.xs};`,
  md: css`width: 2.5rem; height: 2.5rem; font-size: ${vars.fontSize.sm};`,
  lg: css`width: 3rem; height: 3rem; font-size: ${vars.fontSize.md};`,
  xl: css`width: 5rem; height: 5rem; font-size: ${vars.fontSize['2xl']};`,
};

export const AvatarRoot = styled(AvatarPrimitive.Root)<{ $size: AvatarSize }>`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  vertical-align: middle;
  user-select: none;

  ${({ $size }) => sizeStyles[$size]}
`;

export const AvatarImage = styled(AvatarPrimitive.Image)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const AvatarFallback = styled(AvatarPrimitive.Fallback)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: ${vars.color.muted};
  color: ${vars.color.mutedForeground};
  font-weight: ${vars.font.weight.semibold};
  line-height: 1;
`;
