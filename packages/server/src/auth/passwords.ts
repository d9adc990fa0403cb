import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * scrypt at an OWASP-recommended cost (N=2^15, r=8, p=3: 32 MiB per hash). Built into Node, so no
 * native module or install script is needed. The parameters are stored in each hash, so they can be
 * raised later and old hashes still verify.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;

/**
 * The cost new hashes (and the decoy) are made with. Tests lower it (`useTestPasswordCost`), since
 * they hash hundreds of passwords; production never changes it.
 */
let cost: { N: number; r: number; p: number } = SCRYPT_PARAMS;

/** Tests only: a cheap cost (N=2^10), so a sign-in costs ~1 ms instead of ~100 ms. */
export function useTestPasswordCost() {
  cost = { N: 2 ** 10, r: 8, p: 1 };
  decoyHash = undefined;
}
const KEY_LENGTH = 32;

const scryptAsync = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const maxmem = (N: number, r: number) => 256 * N * r;

/** A self-describing hash: `scrypt$N$r$p$salt$key` (base64). */
export async function hashPassword(password: string, params = cost): Promise<string> {
  const { N, r, p } = params;
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const N = Number(n);
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(N, Number(r)),
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when the username does not exist, so timing says nothing. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
};

const commonPasswords = new Set(
  (dictionary['passwords-common'] as unknown as string[]).map((password) => password.toLowerCase()),
);

/** True for passwords found in a list of ~49,000 commonly used ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
