import { createRequire } from 'node:module';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { FileMessageId, Language, MessageValues } from '@pfm/shared';

const require = createRequire(import.meta.url);

/** A message of the files' catalogue in one language, its placeholders filled. */
export type FileWords = (id: FileMessageId, values?: MessageValues) => string;

const compiled = new Map<Language, I18n>();

/**
 * The words of PDFs and workbooks in `language`, from `@pfm/shared/locales/files/` (decision 0054):
 * each language's catalogue is compiled on its first use, once, and kept; one Lingui instance per
 * language, so two downloads in two languages at once never share an active locale.
 */
export function fileWords(language: Language): FileWords {
  let i18n = compiled.get(language);
  if (!i18n) {
    const messages: Record<string, string> = require(`@pfm/shared/locales/files/${language}.json`);
    i18n = setupI18n({
      locale: language,
      messages: {
        [language]: Object.fromEntries(
          Object.entries(messages).map(([id, text]) => [id, compileMessageOrThrow(text)]),
        ),
      },
    });
    compiled.set(language, i18n);
  }
  const found = i18n;
  return (id, values) => found._(id, values);
}
