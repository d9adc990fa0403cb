import type { ComponentPropsWithRef } from 'react';
import { type SkeletonShape, StyledSkeleton } from './skeleton.styles.ts';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** `line` stands in for a line of text, `block` for an image or chart, `circle` for an avatar or icon. */
  shape?: SkeletonShape;
  /**
   * Any CSS width (`'60%'`, `'8rem'`). Defaults to the full width for `line` and `block` and to
   * `2.5rem` for `circle` (whose height always equals its width).
   */
  width?: string;
  /** Any CSS height. Defaults to one line of text for `line` and `6rem` for `block`; ignored for `circle`. */
  height?: string;
}

/**
 * A placeholder shaped like content that is still loading.
 *
 * It is always hidden from assistive technology (`aria-hidden`) and says nothing itself: the
 * component that shows skeletons announces the loading once, with `aria-busy="true"` on its
 * container and, where nothing else says so, a visually hidden "Loading…" (StatTile does this).
 * A page of many skeletons should carry one such text, not one per skeleton.
 */
export function Skeleton({ shape = 'line', width, height, ...rest }: SkeletonProps) {
  return (
    <StyledSkeleton
      {...rest}
      aria-hidden="true"
      data-shape={shape}
      $shape={shape}
      $width={width ?? (shape === 'circle' ? '2.5rem' : '100%')}
      $height={shape === 'circle' ? undefined : height}
    />
  );
}
