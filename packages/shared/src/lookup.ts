import { z } from 'zod';

/**
 * What the jump box (Ctrl+K) can find by its code or name: every master with a code, a batch, and
 * every business document. The app decides where each kind opens; the server only finds them.
 */
export const lookupKinds = [
  'godown',
  'farmer',
  'farm',
  'item',
  'supplier',
  'trader',
  'bankAccount',
  'batch',
  'purchase',
  'issue',
  'transfer',
  'growthUpdate',
  'sale',
  'payment',
  'collection',
  'settlement',
] as const;
export type LookupKind = (typeof lookupKinds)[number];

/** The most results one lookup answers. */
export const LOOKUP_LIMIT = 10;

/** `GET /api/lookup?q=`: a code or part of a name, 1 to 60 characters. */
export const lookupQuery = z
  .object({
    q: z
      .string({ error: 'Type a code or a name.' })
      .trim()
      .min(1, 'Type a code or a name.')
      .max(60, 'Use at most 60 characters.'),
  })
  .strict();
export type LookupQuery = z.infer<typeof lookupQuery>;

/** One thing found: its kind, its code (B002, SL007, F001) and what it is called or holds. */
export const lookupResultSchema = z.object({
  kind: z.enum(lookupKinds),
  code: z.string(),
  /** The record's own name or a one-line summary ("Sahoo Farm II", "Sale to Maa Tarini Traders"). */
  title: z.string(),
  /** A second line where it helps tell results apart (the farmer of a farm, a document's date). */
  subtitle: z.string().optional(),
  /**
   * The batch the record is of (an issue, growth update, sale or settlement), so the app can open
   * it where the batch is shown: a settlement on its batch's breakdown in the settlement report.
   */
  batchCode: z.string().optional(),
});
export type LookupResult = z.infer<typeof lookupResultSchema>;

/**
 * The answer, best first: an exact code, then codes that start with the text, then names that
 * contain it; at most `LOOKUP_LIMIT`.
 */
export const lookupAnswerSchema = z.object({ results: z.array(lookupResultSchema) });
export type LookupAnswer = z.infer<typeof lookupAnswerSchema>;
