export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
  confirmDialogTones,
} from './confirm-dialog.tsx';
