import pino, { type DestinationStream, type Logger } from 'pino';

/** Query parameters whose values are secrets (reset tokens, codes, passwords): never logged. */
const SECRET_PARAM = /^(token|password|code|totp|totpcode|secret|key|session)$/i;

/** `/reset-password?token=abc&x=1` → `/reset-password?token=[redacted]&x=1`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return value.length > 0 && SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}

/** Drizzle writes a failed query's parameters (a password hash, say) into its message: cut them. */
const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*$/m, '');

interface LoggedError {
  type: string;
  message: string | undefined;
  code?: string;
  stack?: string | undefined;
  cause?: LoggedError;
}

/** A database error's message quotes the value it refused ("invalid input syntax: \"…\""). */
const withoutQuotedValues = (text: string | undefined) => text?.replace(/"[^"\n]*"/g, '"[value]"');

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * An error as it may be logged: its type, message and stack, a database error's code, and its
 * cause — never a failed query's parameters, a value quoted in a database error's message, or its
 * `detail` (which quotes values too).
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const { code, cause } = error as Error & { code?: unknown; cause?: unknown };
  const fromDatabase = typeof code === 'string' && SQLSTATE.test(code);
  const clean = (text: string | undefined) =>
    fromDatabase ? withoutQuotedValues(withoutParams(text)) : withoutParams(text);
  return {
    type: error.name,
    message: clean(error.message),
    ...(typeof code === 'string' && { code }),
    stack: clean(error.stack),
    ...(cause !== undefined && depth < 3 && { cause: loggableError(cause, depth + 1) }),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  hostname?: string;
}

/** What is logged of a request: method, URL with secrets cut out, client address. No headers. */
const loggableRequest = (request: LoggedRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});

/** Paths of fields that are never written to the log, wherever a caller puts them. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.tokenHash',
  '*.totpCode',
  '*.totpSecret',
  '*.params',
];

/** The server's logger: pino with the serializers and redaction above. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: { req: loggableRequest, err: loggableError, error: loggableError },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
