export { FormField, type FormFieldControlProps, type FormFieldProps } from './form-field.tsx';
