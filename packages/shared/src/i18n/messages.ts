import type english from '../../locales/en-IN.json';
import type englishFiles from '../../locales/files/en-IN.json';

/** The id of a message: a key of the English (India) catalogue, so `tsc` refuses an unknown one. */
export type MessageId = keyof typeof english;

/** The id of a message in the files' catalogue (PDFs and workbooks, rendered by the server). */
export type FileMessageId = keyof typeof englishFiles;

/** The values an ICU message's placeholders take. */
export type MessageValues = Record<string, string | number>;
