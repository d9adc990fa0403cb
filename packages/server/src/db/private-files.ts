import fs from 'node:fs';
import { chmod, mkdir, readdir } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** Folders of the embedded database are the server user's alone: 0700; their files 0600. */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const privateRoots = new Set<string>();

const isInside = (root: string, path: string) => {
  const rest = relative(root, path);
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
};

const insidePrivateRoot = (path: unknown) => {
  if (typeof path !== 'string') return false;
  const absolute = resolve(path);
  for (const root of privateRoots) if (isInside(root, absolute)) return true;
  return false;
};

/** A mode without group and other bits, as a umask of 077 would leave it. */
const ownerOnly = (mode: unknown) =>
  typeof mode === 'number'
    ? mode & ~0o077
    : typeof mode === 'string'
      ? Number.parseInt(mode, 8) & ~0o077
      : mode;

let patched = false;

/**
 * PGlite's file system (Emscripten's NODEFS) creates every file of the data folder with
 * `writeFileSync(…, { mode: 0o777 })` and then `chmodSync(…, 0o666)`: the process umask does not
 * help, so files other users of the machine may write appear at every start and whenever the
 * database adds a table or a log segment. Until the library passes modes through, the three calls it
 * makes are narrowed to the owner for paths inside a private folder (and left alone elsewhere).
 */
function narrowModesOfPglite() {
  if (patched) return;
  patched = true;
  const { chmodSync, mkdirSync, writeFileSync } = fs;
  fs.chmodSync = ((path, mode) =>
    chmodSync(
      path,
      insidePrivateRoot(path) ? (ownerOnly(mode) as number) : mode,
    )) as typeof chmodSync;
  fs.mkdirSync = ((path, options) => {
    if (!insidePrivateRoot(path)) return mkdirSync(path, options);
    if (typeof options === 'object' && options !== null) {
      return mkdirSync(path, { ...options, mode: ownerOnly(options.mode ?? 0o777) as number });
    }
    return mkdirSync(path, ownerOnly(options ?? 0o777) as number);
  }) as typeof mkdirSync;
  fs.writeFileSync = ((path, data, options) => {
    if (
      insidePrivateRoot(path) &&
      typeof options === 'object' &&
      options !== null &&
      'mode' in options
    ) {
      return writeFileSync(path, data, { ...options, mode: ownerOnly(options.mode) as number });
    }
    return writeFileSync(path, data, options);
  }) as typeof writeFileSync;
}

/** Sets 0700 on `folder` and every folder in it, 0600 on every file (symbolic links are left alone). */
async function restrictTree(folder: string): Promise<void> {
  await chmod(folder, PRIVATE_FOLDER_MODE);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await restrictTree(path);
    else if (entry.isFile()) await chmod(path, PRIVATE_FILE_MODE);
  }
}

/**
 * Makes `folder` (created if missing) private to the server's user — 0700 folders and 0600 files —
 * now, for what an earlier run or a copy left behind, and from now on, for what the embedded database
 * creates in it.
 */
export async function keepPrivate(folder: string): Promise<void> {
  const root = resolve(folder);
  await mkdir(root, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  await restrictTree(root);
  privateRoots.add(root);
  narrowModesOfPglite();
}
