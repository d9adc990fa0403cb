import type { Language } from '@pfm/shared';
import bn from '@pfm/shared/locales/bn.json';
import english from '@pfm/shared/locales/en-IN.json';
import hi from '@pfm/shared/locales/hi.json';
import or from '@pfm/shared/locales/or.json';

const translations: Record<Exclude<Language, 'en-IN'>, Record<string, string>> = { hi, or, bn };

/** What a person reads of an element: its own text, and the names it gives assistive technology. */
function readTexts(root: Element): string[] {
  const texts: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (own) texts.push(own);
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/**
 * What `root` shows in English while the screen is in `language`: a message of the English
 * catalogue (one that reads the same in both languages, a code or a number, is not counted), or
 * any other text with a Latin word in it — a word written in a component instead of the catalogue.
 * `data` is what may stay as written: names, email addresses, codes, "PDF".
 */
export function englishLeftIn(
  root: Element,
  language: Exclude<Language, 'en-IN'>,
  data: readonly string[] = [],
): string[] {
  const translated = translations[language];
  const englishOnly = new Set(
    Object.entries(english)
      .filter(([id, text]) => !text.includes('{') && translated[id] !== text)
      .map(([, text]) => text),
  );
  // Longest first, so "Admin User" is taken out before "Admin".
  const kept = [...data].sort((a, b) => b.length - a.length);
  const latinWord = /[A-Za-z]{3,}/;
  return [
    ...new Set(
      readTexts(root).filter((text) => {
        if (englishOnly.has(text)) return true;
        const rest = kept.reduce((left, allowed) => left.replaceAll(allowed, ' '), text);
        return latinWord.test(rest);
      }),
    ),
  ];
}
