export {
  Separator,
  type SeparatorOrientation,
  type SeparatorProps,
  separatorOrientations,
} from './separator.tsx';
