export { FormDialog, type FormDialogProps } from './form-dialog.tsx';
