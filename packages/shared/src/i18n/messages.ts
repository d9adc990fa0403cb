import type english from '../../locales/en-IN.json';

/** The id of a message: a key of the English (India) catalogue, so `tsc` refuses an unknown one. */
export type MessageId = keyof typeof english;

/** The values an ICU message's placeholders take. */
export type MessageValues = Record<string, string | number>;
