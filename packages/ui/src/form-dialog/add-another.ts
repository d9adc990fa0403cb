/** Whether the reader is on an Apple device, where Command (⌘) takes the place of Control. */
const onApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);

/** The add-another shortcut as `aria-keyshortcuts` names it and as its hint says it. */
export function addAnotherShortcut() {
  return onApple()
    ? { aria: 'Meta+Enter', label: '⌘+Enter' }
    : { aria: 'Control+Enter', label: 'Ctrl+Enter' };
}

/** Ctrl+Enter, or ⌘+Enter: either works on any device (a Mac keyboard on a PC, and the other way). */
export const isAddAnotherKey = (event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}) => event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

const candidates = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/**
 * The first field a keyboard user can reach in `container` (the form's body), as the dialog focuses
 * on opening: not disabled, not taken out of the tab order, not hidden.
 */
export function firstField(container: HTMLElement | null): HTMLElement | null {
  if (!container) return null;
  for (const element of container.querySelectorAll<HTMLElement>(candidates)) {
    if (element.matches(':disabled') || element.tabIndex < 0) continue;
    if (element.getClientRects().length === 0) continue;
    return element;
  }
  return null;
}
