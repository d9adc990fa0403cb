import type { ApiErrorBody } from '@pfm/shared';

/** Header the server requires on every state-changing request (CSRF protection). */
export const CSRF_HEADERS = { 'X-Requested-With': 'pfm' } as const;

/** A failed API call: the server's message, its stable code, and a message per form field. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const isErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiErrorBody).error?.message === 'string';

/** Reads a failed response into an ApiError, whatever its body (JSON from us, text from a proxy). */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (isErrorBody(body)) {
      return new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
    }
  } catch {
    // Not JSON: fall through to the status line.
  }
  const message =
    response.status >= 500 || !text
      ? `The server could not answer (${response.status} ${response.statusText || 'error'}). Please try again.`
      : text;
  return new ApiError(response.status, 'http_error', message);
}

export type ApiBody = object | Blob | File | undefined;

/**
 * Calls the API: JSON in and out, cookies sent, CSRF header on writes, and any extra headers (an
 * `Idempotency-Key` on a document's create). Throws ApiError on failure, also when the network is down.
 */
export async function api<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: ApiBody,
  options: { headers?: Readonly<Record<string, string>> } = {},
): Promise<T> {
  const isBinary = body instanceof Blob;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(method !== 'GET' && CSRF_HEADERS),
        ...(body !== undefined && {
          'Content-Type': isBinary ? 'application/octet-stream' : 'application/json',
        }),
        ...options.headers,
      },
      ...(body !== undefined && { body: isBinary ? body : JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(
      0,
      'network',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
