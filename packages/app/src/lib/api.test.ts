import { apiPaths } from '@pfm/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('api', () => {
  it('sends JSON with cookies and the CSRF header on writes', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await expect(api('POST', apiPaths.godowns, { name: 'Main Warehouse' })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(apiPaths.godowns);
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"Main Warehouse"}');
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'pfm',
      'Content-Type': 'application/json',
    });
  });

  it('sends no CSRF header or body on reads', async () => {
    fetchMock.mockResolvedValue(Response.json([]));
    await api('GET', apiPaths.users);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).not.toHaveProperty('X-Requested-With');
    expect(init?.body).toBeUndefined();
  });

  it('returns undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api('POST', apiPaths.auth.signOut)).resolves.toBeUndefined();
  });

  it('turns an error body into an ApiError with code and field messages', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Some fields need attention.',
            fields: { email: 'Enter a valid email address.' },
          },
        },
        { status: 400 },
      ),
    );
    const error = await api('PUT', apiPaths.profile, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { email: 'Enter a valid email address.' },
    });
  });

  it('gives a readable message for a proxy error page and for a network failure', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(api('GET', apiPaths.settings)).rejects.toThrow(
      'The server could not answer (502 Bad Gateway). Please try again.',
    );
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('GET', apiPaths.settings)).rejects.toThrow(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});
