import { TotalTooLargeError } from '@pfm/shared';
import { isTransactionConflict, pgError } from '../db/constraints.ts';
import { AppError, type ErrorCode } from '../domain/errors.ts';

/** Stable error codes and the HTTP status each maps to, in one place. */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  totp_required: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

/** The JSON body of every error response. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export const errorBody = (
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorBody => ({ error: { code, message, ...(fields && { fields }) } });

/** Seconds a client is asked to wait when the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

const codeForStatus = (status: number): ErrorCode =>
  (Object.entries(errorStatus).find(([, value]) => value === status)?.[0] as ErrorCode) ??
  (status >= 500 ? 'internal' : 'bad_request');

/** Connection-level failures: the database is down, restarting or unreachable. */
const OUTAGE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

export function isDatabaseOutage(error: unknown): boolean {
  const code = pgError(error)?.code;
  // 08…: connection exception; 57P01–57P03: shutting down, crashed, cannot connect now.
  if (code && (code.startsWith('08') || /^57P0[1-3]$/.test(code))) return true;
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && OUTAGE_ERRNO.has(candidate.code)) return true;
    if (
      typeof candidate.message === 'string' &&
      /Connection terminated|connection timeout|is not queryable|timeout exceeded when trying to connect/i.test(
        candidate.message,
      )
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/**
 * A total past what the app counts exactly: summed in JavaScript (TotalTooLargeError) or past
 * PostgreSQL's bigint (22003). The document limits keep reports far below it (decision 0032).
 */
const isTotalTooLarge = (error: unknown) =>
  error instanceof TotalTooLargeError || pgError(error)?.code === '22003';

/** Text PostgreSQL cannot store (a NUL, an invalid byte sequence): the client's mistake, not ours. */
const isUnstorableText = (error: unknown) =>
  ['22021', '22P05'].includes(pgError(error)?.code ?? '');

export interface HttpAnswer {
  status: number;
  body: ErrorBody;
  retryAfterSeconds?: number;
  /** Whether and how loudly to log it. */
  log?: 'warn' | 'error';
  logMessage?: string;
}

/**
 * Every error as the API answers it: a service's AppError with its own status and message; the
 * database unreachable as 503 with Retry-After; unstorable text as 400; framework errors (bad
 * JSON, body too large) with their safe message; anything else as a 500 that says nothing inside.
 */
export function httpError(error: unknown): HttpAnswer {
  if (error instanceof AppError) {
    return {
      status: errorStatus[error.code],
      body: errorBody(error.code, error.message, error.fields),
      ...(error.retryAfterSeconds && { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  if (isDatabaseOutage(error)) {
    return {
      status: 503,
      body: errorBody(
        'unavailable',
        'The database is not reachable right now. Try again in a few seconds.',
      ),
      retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
      log: 'warn',
      logMessage: 'database unavailable',
    };
  }
  if (isTotalTooLarge(error)) {
    return {
      status: 422,
      body: errorBody('unprocessable', new TotalTooLargeError().message),
      log: 'warn',
      logMessage: 'total too large',
    };
  }
  if (isTransactionConflict(error)) {
    // Still in conflict after the database layer ran it again (db/database.ts): nothing was saved.
    return {
      status: 503,
      body: errorBody(
        'unavailable',
        'Another change to the same records was being saved at the same moment. Nothing was saved: send it again.',
      ),
      retryAfterSeconds: 1,
      log: 'warn',
      logMessage: 'transaction conflict',
    };
  }
  if (isUnstorableText(error)) {
    return {
      status: 400,
      body: errorBody('validation_failed', 'Remove control characters from the text you sent.'),
    };
  }
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  const status = typeof statusCode === 'number' && statusCode >= 400 ? statusCode : 500;
  if (status >= 500) {
    return {
      status,
      body: errorBody(codeForStatus(status), 'Something went wrong on our side. Please try again.'),
      log: 'error',
    };
  }
  const message = error instanceof Error ? error.message : 'The request could not be handled.';
  return { status, body: errorBody(codeForStatus(status), message) };
}
