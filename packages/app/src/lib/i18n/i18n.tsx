import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { browserLanguage, isLanguage, type Language, sourceLanguage } from '@pfm/shared';
import { type Script, scriptFonts, WordsProvider } from '@pfm/ui';
import { type ReactNode, useCallback, useMemo } from 'react';
import { catalogues } from './catalogues.ts';
import type { Translate } from './translate.ts';
import { uiWords } from './ui-words.ts';

/** The language this browser last showed, so the sign-in screen speaks it before anyone signs in. */
const LAST_LANGUAGE_KEY = 'pfm.language';

/** The script each language is written in, whose Noto font loads with it (English: Inter's own). */
const scriptOf: Record<Language, Script | null> = {
  'en-IN': null,
  hi: 'devanagari',
  or: 'oriya',
  bn: 'bengali',
};

/** The app's one Lingui instance. */
export const i18n: I18n = setupI18n();
/** The languages whose catalogue is loaded into `i18n`. */
const loaded = new Set<Language>();

/** What this browser showed last, else its preferred language when it is one of ours, else English. */
export function firstLanguage(): Language {
  let last: string | null = null;
  try {
    last = localStorage.getItem(LAST_LANGUAGE_KEY);
  } catch {
    // Storage may be refused (a private window): the browser's language then.
  }
  if (isLanguage(last)) return last;
  return (
    browserLanguage(typeof navigator === 'undefined' ? [] : navigator.languages) ?? sourceLanguage
  );
}

/**
 * Shows the app in `language`: loads its catalogue (once) and its script's font, activates it, and marks the page's
 * language for screen readers, fonts and hyphenation. Resolves when the new words are in place.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const script = scriptOf[language];
  const [catalogue] = await Promise.all([
    loaded.has(language) ? null : catalogues[language](),
    script && scriptFonts[script](),
  ]);
  if (catalogue) loadCatalogue(language, catalogue.messages);
  showLanguage(language);
  try {
    localStorage.setItem(LAST_LANGUAGE_KEY, language);
  } catch {
    // Not remembered: the next sign-in screen follows the browser's language.
  }
}

let firstActivation: Promise<void> | undefined;

/**
 * The first language shown, loaded: what this browser showed last (or its own language) unless one
 * is already active (a story's). Started at once by the entry, awaited beside each screen's code.
 */
export const languageReady = (): Promise<void> => {
  firstActivation ??= activateLanguage(isLanguage(i18n.locale) ? i18n.locale : firstLanguage());
  return firstActivation;
};

/** Puts a language's compiled catalogue into `i18n` (the app loads one on first use). */
export function loadCatalogue(language: Language, messages: Messages): void {
  i18n.load(language, messages);
  loaded.add(language);
}

/** Shows the loaded catalogue of `language` and marks the page's language. */
export function showLanguage(language: Language): void {
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The app's messages and the design system's words, for every component below it (the active
 * language's, once it is loaded).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <TranslatedWords>{children}</TranslatedWords>
    </I18nProvider>
  );
}

export type { Translate } from './translate.ts';

/** `t(id, values)`: the message in the reader's language; the component renders again when it changes. */
export function useT(): Translate {
  // Lingui binds `_` anew whenever the language changes, so what is memoised on `t` follows it.
  const { _ } = useLingui();
  return useCallback<Translate>((id, values) => _(id, values), [_]);
}

/** The design system's words in the active language. */
function TranslatedWords({ children }: { children: ReactNode }) {
  const t = useT();
  const words = useMemo(() => uiWords(t), [t]);
  return <WordsProvider words={words}>{children}</WordsProvider>;
}
