import { describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import {
  type ElementLike,
  type FocusContext,
  focusContext,
  goKeys,
  type KeyPress,
  OVERLAY_SELECTOR,
  shortcutFor,
  TYPING_SELECTOR,
} from './shortcut-keys.ts';

const press = (key: string, held: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  shiftKey: key === '?',
  ...held,
});

const onPage: FocusContext = {
  typing: false,
  overlay: false,
  ownDialogOpen: false,
  goPending: false,
};

describe('which key press is a shortcut', () => {
  it('reads the single keys on the page', () => {
    expect(shortcutFor(press('?'), onPage)).toEqual({ type: 'help' });
    expect(shortcutFor(press('/'), onPage)).toEqual({ type: 'search' });
    expect(shortcutFor(press('n'), onPage)).toEqual({ type: 'new' });
    // Caps Lock or Shift: still N.
    expect(shortcutFor(press('N', { shiftKey: true }), onPage)).toEqual({ type: 'new' });
    expect(shortcutFor(press('g'), onPage)).toEqual({ type: 'go-prefix' });
    expect(shortcutFor(press('x'), onPage)).toBeNull();
    expect(shortcutFor(press('Enter'), onPage)).toBeNull();
  });

  it('opens the jump box with Ctrl+K or Cmd+K, and with nothing else held', () => {
    expect(shortcutFor(press('k', { ctrlKey: true }), onPage)).toEqual({ type: 'jump-box' });
    expect(shortcutFor(press('k', { metaKey: true }), onPage)).toEqual({ type: 'jump-box' });
    expect(shortcutFor(press('K', { ctrlKey: true }), onPage)).toEqual({ type: 'jump-box' });
    expect(shortcutFor(press('k'), onPage)).toBeNull();
    expect(shortcutFor(press('k', { ctrlKey: true, shiftKey: true }), onPage)).toBeNull();
    expect(shortcutFor(press('k', { ctrlKey: true, altKey: true }), onPage)).toBeNull();
    expect(shortcutFor(press('k', { ctrlKey: true, repeat: true }), onPage)).toBeNull();
  });

  it('never fires a single key while typing in a field, nor in an open dialog or menu', () => {
    for (const key of ['?', '/', 'n', 'g', 'N']) {
      expect(shortcutFor(press(key), { ...onPage, typing: true }), key).toBeNull();
      expect(shortcutFor(press(key), { ...onPage, overlay: true }), key).toBeNull();
      expect(
        shortcutFor(press(key), { ...onPage, overlay: true, ownDialogOpen: true }),
        key,
      ).toBeNull();
    }
    // A letter after `g`, typed in a field that took the focus meanwhile, is the field's.
    expect(shortcutFor(press('d'), { ...onPage, goPending: true, typing: true })).toBeNull();
  });

  it('never fires a single key with Ctrl, Alt or Meta held (the browser and the OS have those)', () => {
    for (const held of [{ ctrlKey: true }, { altKey: true }, { metaKey: true }]) {
      for (const key of ['?', '/', 'n', 'g']) {
        expect(shortcutFor(press(key, held), onPage), `${key} ${Object.keys(held)}`).toBeNull();
      }
      expect(shortcutFor(press('d', held), { ...onPage, goPending: true })).toBeNull();
    }
  });

  it('ignores a key held down, one already handled and one composing text', () => {
    expect(shortcutFor(press('n', { repeat: true }), onPage)).toBeNull();
    expect(shortcutFor(press('n', { defaultPrevented: true }), onPage)).toBeNull();
    expect(shortcutFor(press('n', { isComposing: true }), onPage)).toBeNull();
    expect(shortcutFor(press('k', { ctrlKey: true, defaultPrevented: true }), onPage)).toBeNull();
  });

  it('takes Ctrl+K in a field and in its own dialogs, not over another dialog', () => {
    const jump = press('k', { ctrlKey: true });
    expect(shortcutFor(jump, { ...onPage, typing: true })).toEqual({ type: 'jump-box' });
    // Ctrl+K again in the jump box closes it; in the help it opens the jump box.
    expect(
      shortcutFor(jump, { ...onPage, typing: true, overlay: true, ownDialogOpen: true }),
    ).toEqual({ type: 'jump-box' });
    // Over a form being filled in, it would open a way to leave the form: refused.
    expect(shortcutFor(jump, { ...onPage, typing: true, overlay: true })).toBeNull();
  });

  it('goes to a screen with g then its letter, and lets g go on any other key', () => {
    const pending = { ...onPage, goPending: true };
    expect(shortcutFor(press('d'), pending)).toEqual({ type: 'go', path: 'dashboard' });
    expect(shortcutFor(press('P', { shiftKey: true }), pending)).toEqual({
      type: 'go',
      path: 'purchase',
    });
    expect(shortcutFor(press('l'), pending)).toEqual({ type: 'go', path: 'ledgerReport' });
    expect(shortcutFor(press('z'), pending)).toEqual({ type: 'go-cancel' });
    expect(shortcutFor(press('?'), pending)).toEqual({ type: 'help' });
    // Shift on its way to a capital letter keeps the g waiting.
    expect(shortcutFor(press('Shift', { shiftKey: true }), pending)).toBeNull();
  });

  it('gives every screen letter once, each to a screen of the menu', () => {
    const keys = goKeys.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => /^[a-z]$/.test(key))).toBe(true);
    for (const entry of goKeys) expect(paths[entry.path]).toMatch(/^\//);
    expect(goKeys.map((entry) => `${entry.key} ${entry.path}`)).toEqual(
      expect.arrayContaining(['d dashboard', 'p purchase', 'i issue', 's sale', 'l ledgerReport']),
    );
  });
});

/**
 * An element as `closest` sees it: its own tag and attributes and its ancestors'. Matches the simple
 * selectors the shortcut lists use (`input`, `[role="dialog"]`, `[contenteditable]:not(…="false")`).
 */
function element(
  tag: string,
  attributes: Record<string, string> = {},
  parent?: ElementLike & { matches(selector: string): boolean },
): ElementLike & { matches(selector: string): boolean } {
  const matchesOne = (selector: string): boolean => {
    const contentEditable = /^\[contenteditable\]:not\(\[contenteditable="false"\]\)$/.test(
      selector,
    );
    if (contentEditable) {
      return 'contenteditable' in attributes && attributes.contenteditable !== 'false';
    }
    const attribute = /^\[([\w-]+)="([^"]*)"\]$/.exec(selector);
    if (attribute) return attributes[attribute[1] as string] === attribute[2];
    return selector === tag;
  };
  const self = {
    matches: (selector: string) => selector.split(', ').some(matchesOne),
    closest: (selector: string): unknown =>
      self.matches(selector) ? self : (parent?.closest(selector) ?? null),
    isContentEditable:
      ('contenteditable' in attributes && attributes.contenteditable !== 'false') ||
      (parent?.isContentEditable ?? false),
  };
  return self;
}

const page = (active: unknown = null, open: string[] = []) => ({
  activeElement: active,
  querySelector: (selector: string) =>
    open.some((candidate) => selector.includes(candidate)) ? {} : null,
});

describe('where the focus is when a key is pressed', () => {
  const main = element('main');
  const none = { ownDialogOpen: false, goPending: false };

  it('counts every field that takes text or a choice as typing', () => {
    for (const field of [
      element('input', {}, main),
      element('textarea', {}, main),
      element('select', {}, main),
      element('div', { contenteditable: 'true' }, main),
      element('span', {}, element('div', { contenteditable: '' }, main)),
      element('div', { role: 'combobox' }, main),
      element('div', { role: 'spinbutton' }, main),
    ]) {
      expect(focusContext(field, page(field), none).typing).toBe(true);
    }
    const button = element('button', {}, main);
    expect(focusContext(button, page(button), none)).toEqual({
      typing: false,
      overlay: false,
      ownDialogOpen: false,
      goPending: false,
    });
    const notEditable = element('div', { contenteditable: 'false' }, main);
    expect(focusContext(notEditable, page(notEditable), none).typing).toBe(false);
    expect(focusContext(null, page(null), none).typing).toBe(false);
  });

  it('counts the focus in a dialog or a menu, or one open on the page, as an overlay', () => {
    const dialog = element('div', { role: 'dialog' });
    const inDialog = element('button', {}, dialog);
    expect(focusContext(inDialog, page(inDialog), none).overlay).toBe(true);
    const menuItem = element('div', { role: 'menuitem' }, element('div', { role: 'menu' }));
    expect(focusContext(menuItem, page(menuItem), none).overlay).toBe(true);
    const option = element('div', { role: 'option' }, element('div', { role: 'listbox' }));
    expect(focusContext(option, page(option), none).overlay).toBe(true);
    // A menu open on the page while the focus is elsewhere.
    expect(focusContext(main, page(main, ['[role="menu"]']), none).overlay).toBe(true);
    expect(focusContext(main, page(main, ['[data-state="open"]']), none).overlay).toBe(true);
    expect(focusContext(main, page(main), none).overlay).toBe(false);
  });

  it('reads the focused element too, when the key was sent to the page', () => {
    const field = element('input', {}, main);
    expect(focusContext(main, page(field), none).typing).toBe(true);
  });

  it('lists the fields and overlays it knows', () => {
    expect(TYPING_SELECTOR.split(', ')).toEqual(
      expect.arrayContaining(['input', 'textarea', 'select', '[role="combobox"]']),
    );
    expect(OVERLAY_SELECTOR.split(', ')).toEqual(
      expect.arrayContaining(['[role="dialog"]', '[role="menu"]']),
    );
  });
});
