export { type DialogSize, dialogSizes } from './dialog.styles.ts';
export {
  Dialog,
  DialogBody,
  DialogClose,
  type DialogCloseProps,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  type DialogDescriptionProps,
  DialogError,
  DialogFooter,
  DialogHeader,
  type DialogProps,
  DialogTitle,
  type DialogTitleProps,
  DialogTrigger,
  type DialogTriggerProps,
} from './dialog.tsx';
