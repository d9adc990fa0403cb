/**
 * What can go wrong in a business rule, in the business's words. Services throw these; they know
 * nothing of HTTP (the HTTP layer maps each code to a status in one place: `http/errors.ts`).
 */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'totp_required',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
  'unavailable',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * The one error type services throw. `message` is safe to show a user; `fields` maps a form field to
 * its message so the app can put each one beside its field.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Seconds after which trying again may succeed (throttles, outages). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A refusal shown beside one field of the form. */
export const fieldError = (
  code: 'validation_failed' | 'conflict',
  field: string,
  message: string,
) => new AppError(code, message, { [field]: message });
