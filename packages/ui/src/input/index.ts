export { type FieldSize, fieldSizes } from './field.styles.ts';
export { Input, type InputProps } from './input.tsx';
export { InputButton, type InputButtonProps } from './input-button.tsx';
