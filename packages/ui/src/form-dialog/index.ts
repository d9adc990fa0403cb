export {
  FormDialog,
  type FormDialogProps,
  type FormDialogSubmitTone,
  formDialogSubmitTones,
} from './form-dialog.tsx';
