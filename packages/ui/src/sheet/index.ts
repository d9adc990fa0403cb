export { SHEET_DEFAULT_WIDTH, type SheetSide, sheetSides } from './sheet.styles.ts';
export {
  Sheet,
  SheetClose,
  type SheetCloseProps,
  SheetContent,
  type SheetContentProps,
  type SheetProps,
  SheetTrigger,
  type SheetTriggerProps,
} from './sheet.tsx';
