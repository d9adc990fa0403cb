import { apiPaths } from '@pfm/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, defaultQueryFn } from './query-client.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const runQuery = (queryKey: readonly unknown[]) =>
  createQueryClient().fetchQuery({ queryKey: [...queryKey] });

describe('default query function', () => {
  it('GETs the joined query key with cookies and returns the JSON body', async () => {
    fetchMock.mockResolvedValue(Response.json({ status: 'ok' }));
    await expect(runQuery(['/api', 'health'])).resolves.toEqual({ status: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(apiPaths.health);
    expect(init?.credentials).toBe('include');
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it('fails with "STATUS: BODY" when the response is not ok', async () => {
    fetchMock.mockResolvedValue(
      new Response('Godown not found', { status: 404, statusText: 'Not Found' }),
    );
    await expect(runQuery([apiPaths.godowns, 'G999'])).rejects.toThrow('404: Godown not found');
  });

  it('falls back to "STATUS: STATUS_TEXT" when the body is empty', async () => {
    fetchMock.mockResolvedValue(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(runQuery([apiPaths.health])).rejects.toThrow('503: Service Unavailable');
  });

  it('treats 401 like any other failure: it throws', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(runQuery([apiPaths.me])).rejects.toThrow('401: Unauthorized');
  });

  it('passes the abort signal so a cancelled query stops its request', async () => {
    fetchMock.mockResolvedValue(Response.json([]));
    const controller = new AbortController();
    await defaultQueryFn({
      queryKey: [apiPaths.farmers],
      signal: controller.signal,
      meta: undefined,
      client: createQueryClient(),
    } as unknown as Parameters<typeof defaultQueryFn>[0]);
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});

describe('query client defaults', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();

  it('never retries queries or mutations', () => {
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('does not refetch on focus or on an interval, and data never goes stale', () => {
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
  });

  it('does not retry a failed query: one request only', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    await expect(runQuery([apiPaths.items])).rejects.toThrow('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('ended sessions', () => {
  it('reports a 401 from any query so the app can show sign-in', async () => {
    let calls = 0;
    const client = createQueryClient({ onUnauthorized: () => calls++ });
    fetchMock.mockResolvedValue(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(client.fetchQuery({ queryKey: [apiPaths.settings] })).rejects.toThrow(
      '401: Unauthorized',
    );
    expect(calls).toBe(1);
  });

  it('does not report other failures', async () => {
    let calls = 0;
    const client = createQueryClient({ onUnauthorized: () => calls++ });
    fetchMock.mockResolvedValue(new Response('nope', { status: 403 }));
    await expect(client.fetchQuery({ queryKey: [apiPaths.users] })).rejects.toThrow('403: nope');
    expect(calls).toBe(0);
  });
});
