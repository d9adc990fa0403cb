import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '../src/auth/passwords.ts';

describe('password hashes', () => {
  it('are made at the OWASP scrypt cost in production (N=2^15, r=8, p=3), salted, and verify', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 3 });
    const hash = await hashPassword('layer farm at dawn', SCRYPT_PARAMS);
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await hashPassword('layer farm at dawn', SCRYPT_PARAMS)).not.toBe(hash);
    expect(await verifyPassword('layer farm at dawn', hash)).toBe(true);
    expect(await verifyPassword('layer farm at dusk', hash)).toBe(false);
  });

  it('verify with the parameters stored in each hash, so the cost can change later', async () => {
    const cheap = await hashPassword('broiler', { N: 1024, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('broiler', cheap)).toBe(true);
    expect(await verifyPassword('broiler', 'md5$abc')).toBe(false);
  });
});
