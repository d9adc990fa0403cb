import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api.ts';
import { fetchFile, fileNameFrom } from './download.ts';

describe('fileNameFrom', () => {
  it('reads a quoted or bare file name', () => {
    expect(fileNameFrom('attachment; filename="Inventory Report.pdf"', 'x')).toBe(
      'Inventory Report.pdf',
    );
    expect(fileNameFrom('attachment; filename=inventory.xlsx', 'x')).toBe('inventory.xlsx');
  });

  it('prefers the encoded name, which can carry any character', () => {
    expect(
      fileNameFrom(
        `attachment; filename="Inventory.pdf"; filename*=UTF-8''Inventory%20%E2%82%B9.pdf`,
        'x',
      ),
    ).toBe('Inventory ₹.pdf');
  });

  it('falls back when there is no usable name', () => {
    expect(fileNameFrom(null, 'Inventory Report.pdf')).toBe('Inventory Report.pdf');
    expect(fileNameFrom('attachment', 'Inventory Report.pdf')).toBe('Inventory Report.pdf');
    expect(fileNameFrom('attachment; filename=""', 'fallback.pdf')).toBe('fallback.pdf');
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E2%82`, 'fallback.pdf')).toBe(
      'fallback.pdf',
    );
  });

  it('never lets a name leave the downloads folder', () => {
    expect(fileNameFrom('attachment; filename="../../etc/passwd"', 'x')).toBe('.._.._etc_passwd');
    expect(fileNameFrom(`attachment; filename*=UTF-8''a%2Fb%0A.pdf`, 'x')).toBe('a_b_.pdf');
  });
});

describe('fetchFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the session cookie and names the file from the answer', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('%PDF', {
          headers: { 'Content-Disposition': 'attachment; filename="stock.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await fetchFile('/api/reports/inventory/export/pdf', 'fallback.pdf');
    expect(file.fileName).toBe('stock.pdf');
    expect(await file.blob.text()).toBe('%PDF');
    expect(fetch).toHaveBeenCalledWith(
      '/api/reports/inventory/export/pdf',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it("fails with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: { code: 'too_large', message: 'Narrow the filters.' } }),
            { status: 422 },
          ),
      ),
    );
    await expect(fetchFile('/api/x', 'x.pdf')).rejects.toEqual(
      expect.objectContaining({ status: 422, message: 'Narrow the filters.' }),
    );
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchFile('/api/x', 'x.pdf')).rejects.toBeInstanceOf(ApiError);
  });
});
