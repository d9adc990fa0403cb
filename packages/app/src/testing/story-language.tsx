import { isLanguage, type Language, languageNames, languages, sourceLanguage } from '@pfm/shared';
import { messages as bn } from '@pfm/shared/locales/bn.json?lingui';
import { messages as english } from '@pfm/shared/locales/en-IN.json?lingui';
import { messages as hi } from '@pfm/shared/locales/hi.json?lingui';
import { messages as or } from '@pfm/shared/locales/or.json?lingui';
import { scriptFonts } from '@pfm/ui';
import type { Decorator } from '@storybook/react-vite';
import { LanguageProvider, loadCatalogue, showLanguage } from '../lib/i18n/i18n.tsx';

// Every story can be shown in any of the four languages at once: the catalogues are loaded here,
// before the first story, instead of on first use as the app does.
const catalogues = { 'en-IN': english, hi, or, bn } satisfies Record<Language, unknown>;
for (const language of languages) loadCatalogue(language, catalogues[language]);
// And the three scripts' fonts, so a story in any language is photographed in its own font.
const scriptFontsLoaded = Promise.all(Object.values(scriptFonts).map((load) => load()));

/** Waits, before the first story, for the scripts' fonts' rules (a story loader; at once after). */
export const loadScriptFonts = async () => {
  await scriptFontsLoaded;
  return {};
};

/** The toolbar's language menu (`globals.language`); a story may set its own. */
export const languageGlobal = {
  description: 'Language',
  toolbar: {
    title: 'Language',
    icon: 'globe' as const,
    items: languages.map((language) => ({ value: language, title: languageNames[language] })),
    dynamicTitle: true,
  },
};

/**
 * Each story starts in the toolbar's (or its own `globals.language`) language, before it renders; what
 * the story does then (the shell showing its user's language, a choice in the account menu) stands.
 */
export const startInStoryLanguage = ({ globals }: { globals: Record<string, unknown> }) => {
  showLanguage(isLanguage(globals.language) ? globals.language : sourceLanguage);
};

/** The app's messages and the design system's words in the active language. */
export const withLanguage: Decorator = (Story) => {
  return (
    <LanguageProvider>
      <Story />
    </LanguageProvider>
  );
};
