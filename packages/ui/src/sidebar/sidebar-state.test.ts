import { describe, expect, it } from 'vitest';
import { collapsedCookie, isSidebarShortcut, readCollapsedCookie } from './sidebar-state.ts';

describe('readCollapsedCookie', () => {
  it('reads "true" and "false" among other cookies', () => {
    expect(readCollapsedCookie('theme=dark; sidebar_state=true; lang=en')).toBe(true);
    expect(readCollapsedCookie('sidebar_state=false')).toBe(false);
  });

  it('says nothing when the cookie is missing or holds something else', () => {
    expect(readCollapsedCookie('')).toBeNull();
    expect(readCollapsedCookie('other_sidebar_state=true')).toBeNull();
    expect(readCollapsedCookie('sidebar_state=maybe')).toBeNull();
  });
});

describe('collapsedCookie', () => {
  it('keeps the state site-wide for 7 days', () => {
    expect(collapsedCookie(true)).toBe('sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
    expect(collapsedCookie(false)).toBe(
      'sidebar_state=false; path=/; max-age=604800; SameSite=Lax',
    );
  });
});

describe('isSidebarShortcut', () => {
  const press = (
    key: string,
    modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>>,
  ) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...modifiers,
  });

  it('accepts Ctrl+B and Cmd+B', () => {
    expect(isSidebarShortcut(press('b', { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(press('b', { metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(press('B', { ctrlKey: true }))).toBe(true);
  });

  it('ignores B alone, other keys and Ctrl+Shift+B (the bookmarks bar)', () => {
    expect(isSidebarShortcut(press('b', {}))).toBe(false);
    expect(isSidebarShortcut(press('n', { ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(press('B', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});
