import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { type Language, languages, sourceLanguage } from './languages.ts';

/** The screens' catalogues (`locales/`) and the files' (`locales/files/`: PDFs and workbooks). */
const sets = ['', 'files/'] as const;

const read = (set: string, language: Language): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${set}${language}.json`, import.meta.url), 'utf8'),
  );

/** A compiled message's placeholders (`{name}`, `{count, plural, …}`), nested ones included. */
function placeholders(compiled: unknown, found = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return found;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    const [name, , options] = part as [string, string?, Record<string, unknown>?];
    found.add(name);
    for (const branch of Object.values(options ?? {})) placeholders(branch, found);
  }
  return found;
}

describe.each(sets)('The catalogues in locales/%s', (set) => {
  const catalogue = (language: Language) => read(set, language);
  const english = catalogue(sourceLanguage);

  it.each(languages)('%s has every message of English (India) and no other', (language) => {
    const keys = Object.keys(catalogue(language)).sort();
    expect(keys).toEqual(Object.keys(english).sort());
  });

  it.each(languages)(
    '%s: every message compiles and takes the placeholders English takes',
    (language) => {
      const messages = catalogue(language);
      for (const [id, text] of Object.entries(messages)) {
        expect(text.trim(), id).not.toBe('');
        let compiled: unknown;
        expect(() => {
          compiled = compileMessageOrThrow(text);
        }, id).not.toThrow();
        const englishText = english[id] ?? '';
        expect([...placeholders(compiled)].sort(), id).toEqual(
          [...placeholders(compileMessageOrThrow(englishText))].sort(),
        );
      }
    },
  );

  it.each(languages.filter((language) => language !== sourceLanguage))(
    '%s is written in its own script, not left in English',
    (language) => {
      const messages = catalogue(language);
      // A message that reads the same as English is a message nobody translated (codes aside).
      const untranslated = Object.entries(messages).filter(
        ([id, text]) => text === english[id] && /[a-z]{3}/i.test(text),
      );
      expect(untranslated).toEqual([]);
    },
  );
});
