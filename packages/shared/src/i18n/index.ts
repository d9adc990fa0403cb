export * from './amount-in-words.ts';
export * from './language-schema.ts';
export * from './languages.ts';
export type { FileMessageId, MessageId, MessageValues } from './messages.ts';
