import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { browserLanguage, isLanguage, type Language, sourceLanguage } from '@pfm/shared';
import { type Script, scriptFonts, WordsProvider } from '@pfm/ui';
import { type ReactNode, useCallback, useMemo } from 'react';
import { type CataloguePart, type ScreenPart, screenParts } from './catalogue-parts.ts';
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
/** The parts of each language's catalogue loaded into `i18n` (`hi/core`, `hi/ledger`). */
const loaded = new Set<string>();
/** The screens' parts the app has needed: another language loads them too when it is shown. */
const partsInUse = new Set<ScreenPart>();

/** Loads a part of a language's catalogue into `i18n`, once. */
async function loadPart(language: Language, part: CataloguePart): Promise<void> {
  const key = `${language}/${part}`;
  if (loaded.has(key)) return;
  const { messages } = await catalogues[language][part]();
  i18n.load(language, messages);
  loaded.add(key);
}

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
  await Promise.all([
    loadPart(language, 'core'),
    ...[...partsInUse].map((part) => loadPart(language, part)),
    script && scriptFonts[script](),
  ]);
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

/**
 * A screen's own messages in the language shown (and in any language shown later), loaded beside
 * its code: resolves once they are in `i18n`.
 */
export async function screenPartReady(part: ScreenPart): Promise<void> {
  partsInUse.add(part);
  await languageReady();
  if (isLanguage(i18n.locale)) await loadPart(i18n.locale, part);
}

/** Puts a whole compiled catalogue into `i18n` (the stories load all four at once). */
export function loadCatalogue(language: Language, messages: Messages): void {
  i18n.load(language, messages);
  for (const part of ['core', ...screenParts]) loaded.add(`${language}/${part}`);
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
