export { type SpinnerSize, spinnerSizes } from './spinner.styles.ts';
export { Spinner, type SpinnerProps } from './spinner.tsx';
