import { MAIN_CONTENT_ID, vars } from '@pfm/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../paths.ts';
import { focusContext, GO_TIMEOUT_MS, type ShortcutAction, shortcutFor } from './shortcut-keys.ts';

/** The dialogs load on first use (or once the shell is idle), never with the first screen. */
const loadJumpBox = () => import('./jump-box.tsx');
const loadHelp = () => import('./shortcuts-help.tsx');
const JumpBox = lazy(() => loadJumpBox().then((m) => ({ default: m.JumpBox })));
const ShortcutsHelp = lazy(() => loadHelp().then((m) => ({ default: m.ShortcutsHelp })));

/** The element a screen marks as its "new record" button, or its search box, for N and /. */
export const SHORTCUT_ATTRIBUTE = 'data-shortcut';
export type ShortcutTarget = 'new' | 'search';

const isShown = (element: Element) =>
  element.getClientRects().length > 0 && !(element as HTMLButtonElement).disabled;

/**
 * The screen's control for N or /: the first shown one marked `data-shortcut` in the main content;
 * for /, else the first search box there (every list's search is one).
 */
export function shortcutTarget(target: ShortcutTarget, root: ParentNode = document) {
  const main = root.querySelector(`#${MAIN_CONTENT_ID}`) ?? root;
  const marked = [...main.querySelectorAll(`[${SHORTCUT_ATTRIBUTE}="${target}"]`)];
  const fallback = target === 'search' ? [...main.querySelectorAll('input[type="search"]')] : [];
  return [...marked, ...fallback].find(isShown) as HTMLElement | undefined;
}

/** Ctrl is ⌘ on a Mac keyboard (the help says so). */
const onMac = () =>
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

const Hint = styled.p`
  position: fixed;
  bottom: ${vars.space[4]};
  left: 50%;
  z-index: ${vars.zIndex.toast};
  translate: -50% 0;
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.popover};
  color: ${vars.color.popoverForeground};
  box-shadow: ${vars.shadow.md};
  font-size: ${vars.fontSize.sm};

  &:empty { display: none; }
`;

type Open = 'jump-box' | 'help' | null;

/**
 * The app's keyboard shortcuts, everywhere in the signed-in app: Ctrl+K (Cmd+K) the jump box, `?`
 * the help, `N` the screen's new-record button, `/` its search box, `g` then a letter a screen
 * (`shortcut-keys.ts` says which keys fire where). A one-line hint says what happened when a key
 * had nothing to do, and what `g` waits for.
 */
export function Shortcuts() {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  // Each dialog stays mounted once opened, so it closes like any dialog (and gives the focus back).
  const [used, setUsed] = useState<{ jumpBox: boolean; help: boolean }>({
    jumpBox: false,
    help: false,
  });
  useEffect(() => {
    if (open === 'jump-box') setUsed((was) => (was.jumpBox ? was : { ...was, jumpBox: true }));
    if (open === 'help') setUsed((was) => (was.help ? was : { ...was, help: true }));
  }, [open]);
  const [hint, setHint] = useState('');
  const goPending = useRef(false);
  const hintTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const say = useCallback((text: string, forMs = GO_TIMEOUT_MS) => {
    clearTimeout(hintTimer.current);
    setHint(text);
    hintTimer.current = setTimeout(() => {
      goPending.current = false;
      setHint('');
    }, forMs);
  }, []);

  const run = useCallback(
    (action: ShortcutAction) => {
      switch (action.type) {
        case 'jump-box':
          setOpen((current) => (current === 'jump-box' ? null : 'jump-box'));
          return;
        case 'help':
          goPending.current = false;
          clearTimeout(hintTimer.current);
          setHint('');
          setOpen('help');
          return;
        case 'new': {
          const button = shortcutTarget('new');
          if (!button) return say('This screen has no new record to add.');
          // Focus first, so the dialog gives the focus back to the button when it closes.
          button.focus();
          button.click();
          return;
        }
        case 'search': {
          const box = shortcutTarget('search');
          if (!box) return say('This screen has no search box.');
          box.focus();
          if (box instanceof HTMLInputElement) box.select();
          return;
        }
        case 'go-prefix':
          goPending.current = true;
          say('Go to… press a letter (? lists them).');
          return;
        case 'go':
          goPending.current = false;
          clearTimeout(hintTimer.current);
          setHint('');
          navigate(paths[action.path]);
          // Like a choice in the sidebar: the next Tab lands in the screen.
          document.getElementById(MAIN_CONTENT_ID)?.focus();
          return;
        case 'go-cancel':
          goPending.current = false;
          clearTimeout(hintTimer.current);
          setHint('');
          return;
      }
    },
    [navigate, say],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const context = focusContext(event.target, document, {
        ownDialogOpen: open !== null,
        goPending: goPending.current,
      });
      const action = shortcutFor(event, context);
      if (!action) return;
      // The key is the shortcut's: `/` is not typed, Ctrl+K opens no browser search.
      if (action.type !== 'go-cancel') event.preventDefault();
      run(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, run]);

  useEffect(() => () => clearTimeout(hintTimer.current), []);

  // Once the shell is idle, fetch the dialogs' code, so Ctrl+K opens at once.
  useEffect(() => {
    const preload = () => {
      void loadJumpBox();
      void loadHelp();
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 2000);
    return () => clearTimeout(timer);
  }, []);

  const onOpenChange = (which: Exclude<Open, null>) => (next: boolean) =>
    setOpen((current) => (next ? which : current === which ? null : current));

  return (
    <>
      <Hint role="status">{hint}</Hint>
      <Suspense fallback={null}>
        {open === 'jump-box' || used.jumpBox ? (
          <JumpBox open={open === 'jump-box'} onOpenChange={onOpenChange('jump-box')} />
        ) : null}
        {open === 'help' || used.help ? (
          <ShortcutsHelp open={open === 'help'} onOpenChange={onOpenChange('help')} mac={onMac()} />
        ) : null}
      </Suspense>
    </>
  );
}
