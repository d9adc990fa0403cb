/**
 * The languages the product speaks (decision 0054), in the order a picker lists them. English is
 * India's: the specification's texts, dates in the Settings format, digits grouped the Indian way.
 */
export const languages = ['en-IN', 'hi', 'or', 'bn'] as const;
export type Language = (typeof languages)[number];

/** Each language named in itself, as a picker shows it to someone who reads only that one. */
export const languageNames: Record<Language, string> = {
  'en-IN': 'English',
  hi: 'हिन्दी',
  or: 'ଓଡ଼ିଆ',
  bn: 'বাংলা',
};

export const sourceLanguage: Language = 'en-IN';

export const isLanguage = (value: unknown): value is Language =>
  (languages as readonly unknown[]).includes(value);

/**
 * The first of the browser's preferred languages (`navigator.languages`, an Accept-Language list)
 * that is one of ours: `hi-IN` reads as Hindi, any English as English (India).
 */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (base === 'en') return 'en-IN';
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * The language a person reads the product in: their own choice (Profile, the account menu), else
 * the company's default (Settings), else the browser's when it is one of ours, else English.
 */
export function chooseLanguage(sources: {
  user?: Language | null;
  company?: Language | null;
  browser?: readonly string[];
}): Language {
  return (
    sources.user ?? sources.company ?? browserLanguage(sources.browser ?? []) ?? sourceLanguage
  );
}
