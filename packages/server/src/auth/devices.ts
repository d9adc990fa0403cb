import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { authPolicy } from './policy.ts';

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies", decision 0031): a
 * browser that signed in as a user carries `<user id>.<issued, s>.<nonce>.<signature>`. The
 * signature is an HMAC keyed by the user's password hash: a secret only the database holds, shared
 * by every server process, and a new password (change or reset) voids every device cookie at once.
 */
type DeviceUser = { id: number; passwordHash: string };

const sign = (user: DeviceUser, payload: string) =>
  createHmac('sha256', user.passwordHash).update(`pfm-device|${payload}`).digest('base64url');

export function issueDeviceToken(user: DeviceUser, now: Date): string {
  const payload = `${user.id}.${Math.floor(now.getTime() / 1000)}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(user, payload)}`;
}

/**
 * The device a token names (its nonce), when the token was signed for this user and is still
 * within its trust period; otherwise undefined (the attempt is then an ordinary one).
 */
export function trustedDevice(
  user: DeviceUser | undefined,
  token: string | undefined,
  now: Date,
): string | undefined {
  if (!user || !token) return undefined;
  const [id, issued, nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0 || id !== String(user.id)) return undefined;
  const expected = Buffer.from(sign(user, `${id}.${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  // Signed, so `issued` is what this server wrote (another process's clock may be a little ahead).
  return now.getTime() - Number(issued) * 1000 < authPolicy.deviceTrustMs ? nonce : undefined;
}
