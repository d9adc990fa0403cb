import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import english from '@pfm/shared/locales/en-IN.json';
import type { Translate } from '../lib/i18n/translate.ts';

const i18n = setupI18n({
  locale: 'en-IN',
  messages: {
    'en-IN': Object.fromEntries(
      Object.entries(english).map(([id, text]) => [id, compileMessageOrThrow(text)]),
    ),
  },
});

/** `t` in English (India), as the app's screens call it: for unit tests of words built in code. */
export const englishT: Translate = (id, values) => i18n._(id, values);
