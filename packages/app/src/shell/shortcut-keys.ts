import type { PathName } from '../paths.ts';

/**
 * `g` then one of these letters goes to the screen (like `g d` for the Dashboard). The letter is
 * the screen's first where it is free, else a letter of its name the others do not use; the
 * standards and the rates, opened rarely, have none (the jump box finds them by name).
 */
export const goKeys: readonly { key: string; path: PathName }[] = [
  { key: 'd', path: 'dashboard' },
  { key: 'o', path: 'godown' },
  { key: 'f', path: 'farmer' },
  { key: 'a', path: 'farm' },
  { key: 'm', path: 'item' },
  { key: 'u', path: 'supplier' },
  { key: 'r', path: 'trader' },
  { key: 'b', path: 'bank' },
  { key: 'p', path: 'purchase' },
  { key: 'i', path: 'issue' },
  { key: 't', path: 'transfer' },
  { key: 'w', path: 'growthUpdate' },
  { key: 's', path: 'sale' },
  { key: 'v', path: 'paymentVoucher' },
  { key: 'c', path: 'paymentCollection' },
  { key: 'g', path: 'growthReport' },
  { key: 'e', path: 'settlementReport' },
  { key: 'n', path: 'inventoryReport' },
  { key: 'l', path: 'ledgerReport' },
];

/** How long after `g` its letter may follow. */
export const GO_TIMEOUT_MS = 1500;

/** What a key press asks for. */
export type ShortcutAction =
  | { type: 'jump-box' }
  | { type: 'help' }
  | { type: 'new' }
  | { type: 'search' }
  /** `g`: the next letter names a screen. */
  | { type: 'go-prefix' }
  | { type: 'go'; path: PathName }
  /** A key after `g` that names no screen: the `g` is let go. */
  | { type: 'go-cancel' };

/** The parts of a keydown the shortcuts read (a `KeyboardEvent` has them all). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
}

/** Where the key was pressed, as `focusContext` reads it from the page. */
export interface FocusContext {
  /** The focus is in a field that takes text or a choice (input, textarea, select, contenteditable…). */
  typing: boolean;
  /** A dialog, sheet, menu or list of options is open (the focus is in it, or it is on the page). */
  overlay: boolean;
  /** That overlay is one of the shortcuts' own dialogs (the jump box or this help). */
  ownDialogOpen: boolean;
  /** `g` was pressed just before. */
  goPending: boolean;
}

/** Ctrl+K, or Cmd+K on a Mac: held with nothing else. */
export const isJumpBoxKey = (press: KeyPress) =>
  (press.ctrlKey || press.metaKey) &&
  !press.altKey &&
  !press.shiftKey &&
  press.key.toLowerCase() === 'k';

/**
 * The shortcut a key press asks for, or null. Ctrl+K (Cmd+K) works anywhere but in another dialog
 * (it would open over a form being filled in); every other shortcut is a single key that never
 * fires while typing in a field, in an open dialog or menu, nor with Ctrl, Alt or Meta held.
 */
export function shortcutFor(press: KeyPress, context: FocusContext): ShortcutAction | null {
  if (press.defaultPrevented || press.isComposing) return null;
  if (isJumpBoxKey(press)) {
    if (press.repeat) return null;
    return context.overlay && !context.ownDialogOpen ? null : { type: 'jump-box' };
  }
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  if (context.typing || context.overlay) return null;
  if (press.repeat) return null;
  // Shift alone (before its key) is not a key of its own.
  if (press.key === 'Shift') return null;
  if (context.goPending) {
    if (press.key === '?') return { type: 'help' };
    const target = goKeys.find((entry) => entry.key === press.key.toLowerCase());
    return target ? { type: 'go', path: target.path } : { type: 'go-cancel' };
  }
  switch (press.key) {
    case '?':
      return { type: 'help' };
    case '/':
      return press.shiftKey ? null : { type: 'search' };
    case 'n':
    case 'N':
      return { type: 'new' };
    case 'g':
      return { type: 'go-prefix' };
    default:
      return null;
  }
}

/** The fields that take typing or a choice: a key pressed in one is the field's, not a shortcut. */
export const TYPING_SELECTOR = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="textbox"]',
  '[role="searchbox"]',
  '[role="combobox"]',
  '[role="spinbutton"]',
  '[role="slider"]',
].join(', ');

/** Overlays in which single keys belong to the overlay (a menu's type-ahead, a dialog's form). */
export const OVERLAY_SELECTOR = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="menu"]',
  '[role="listbox"]',
].join(', ');

/** What `focusContext` needs of an element (a DOM `Element` has it). */
export interface ElementLike {
  closest(selector: string): unknown;
  isContentEditable?: boolean;
}

/** What `focusContext` needs of the document (a DOM `Document` has it). */
export interface DocumentLike {
  activeElement: unknown;
  querySelector(selector: string): unknown;
}

const isElement = (value: unknown): value is ElementLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { closest?: unknown }).closest === 'function';

/**
 * Reads the page at a key press: whether the focus (or the key's target) is in a field, and whether
 * an overlay is open — one the focus is in, or any open dialog or menu on the page (a Radix dialog
 * marks its panel `data-state="open"`; a menu or a listbox is on the page only while open).
 */
export function focusContext(
  target: unknown,
  page: DocumentLike,
  { ownDialogOpen, goPending }: { ownDialogOpen: boolean; goPending: boolean },
): FocusContext {
  const focused = [target, page.activeElement].filter(isElement);
  const typing = focused.some(
    (element) => element.isContentEditable === true || element.closest(TYPING_SELECTOR) !== null,
  );
  const inOverlay = focused.some((element) => element.closest(OVERLAY_SELECTOR) !== null);
  const openOnPage =
    page.querySelector(
      '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [role="menu"], [role="listbox"]',
    ) !== null;
  return { typing, overlay: inOverlay || openOnPage, ownDialogOpen, goPending };
}
