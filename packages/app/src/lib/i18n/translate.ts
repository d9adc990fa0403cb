import type { MessageId, MessageValues } from '@pfm/shared';

/** A message in the active language, by its id in the English (India) catalogue. */
export type Translate = (id: MessageId, values?: MessageValues) => string;
