import styled, { css, keyframes } from 'styled-components';
import { vars } from '../theme/vars.ts';

export const skeletonShapes = ['line', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const shapeStyles: Record<SkeletonShape, ReturnType<typeof css>> = {
  line: css`
    height: 1em;
    border-radius: ${vars.radius.sm};
  `,
  block: css`
    height: 6rem;
    border-radius: ${vars.radius.md};
  `,
  circle: css`
    aspect-ratio: 1;
    border-radius: ${vars.radius.full};
  `,
};

export const StyledSkeleton = styled.span<{
  $shape: SkeletonShape;
  $width: string;
  $height?: string;
}>`
  display: block;
  flex-shrink: 0;
  max-width: 100%;
  background: ${vars.color.skeleton};
  animation: ${pulse} 1.6s ${vars.motion.easing.standard} infinite;

  ${({ $shape }) => shapeStyles[$shape]}
  width: ${({ $width }) => $width};
  ${({ $height }) => $height && css`height: ${$height};`}

  /* A pulsing placeholder is motion for its own sake: hold it still for those who ask. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
