import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Poultry Farm Management';
const PERIOD_SECONDS = 30;

const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app needs: the otpauth:// URL, as a QR code (SVG) and as text. */
export async function totpEnrolment(secret: string, label: string) {
  const url = totpFor(secret, label).toString();
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl: url, qrSvg };
}

/**
 * Checks a 6-digit code (RFC 6238, ±1 step for clock drift). Returns the time step it matched, or
 * undefined. Callers refuse a step at or before the last accepted one, so a code works once.
 */
export function matchTotp(secret: string, code: string, now: Date): number | undefined {
  const delta = totpFor(secret, 'check').validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code, for tests and for the enrolment story. */
export function currentTotp(secret: string, now: Date): string {
  return totpFor(secret, 'check').generate({ timestamp: now.getTime() });
}
