import { ApiError, toApiError } from '../api.ts';

/** A file the server sent, with the name it should be saved under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Characters no file system takes, and control characters, which a header should not carry. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const unsafeInName = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

const cleanName = (name: string) => name.replace(unsafeInName, '_').trim();

/**
 * The file name of a `Content-Disposition` header: `filename*=UTF-8''…` (RFC 6266/5987, for names
 * beyond ASCII such as "₹") before plain `filename="…"`. Characters a file system refuses become
 * `_`; without a usable name, `fallback`.
 */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const encoded = extended.replace(/^[\w-]+'[^']*'/, '').replace(/^"(.*)"$/, '$1');
    try {
      const name = cleanName(decodeURIComponent(encoded));
      if (name) return name;
    } catch {
      // A malformed percent-encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  const name = cleanName(plain?.[2]?.replace(/\\(.)/g, '$1') ?? plain?.[1] ?? '');
  return name || fallback;
}

/**
 * Fetches a file from the API with the session cookie. A refusal becomes an ApiError with the
 * server's message, as every other call does.
 */
export async function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', headers: { Accept: '*/*' } });
  } catch {
    throw new ApiError(
      0,
      'network',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  if (!response.ok) throw await toApiError(response);
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('Content-Disposition'), fallbackName),
  };
}

/** Hands a file to the browser's downloads, under its name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the blob's memory can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
