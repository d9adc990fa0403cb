export { type SkeletonShape, skeletonShapes } from './skeleton.styles.ts';
export { Skeleton, type SkeletonProps } from './skeleton.tsx';
