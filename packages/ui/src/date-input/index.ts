export { DateInput, type DateInputProps } from './date-input.tsx';
