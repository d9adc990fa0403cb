/** The header that makes a create safe to retry: the server answers a repeat with the first result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a key may be, in words and as a pattern. */
export const IDEMPOTENCY_KEY_RULE = '8–100 letters, digits, `.`, `_`, `:` or `-`';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * A new key for one opened form, kept across its retries. `crypto.randomUUID` needs a secure context
 * (HTTPS or localhost); on a plain-HTTP office network address the key is made from
 * `getRandomValues` instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
