export {
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './button.styles.ts';
export { Button, type ButtonProps } from './button.tsx';
