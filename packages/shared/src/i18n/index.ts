export * from './language-schema.ts';
export * from './languages.ts';
export type { MessageId, MessageValues } from './messages.ts';
