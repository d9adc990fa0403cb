import { gstinCheckCharacter } from '@pfm/shared';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { TestApp } from '../app.ts';
import { mobileArb } from './helpers.ts';

/** Arbitraries for the fields suppliers and traders share (contact, email, GSTIN). */

/** A valid mobile number as people type it: bare, or with +91, +91 or +91- in front. */
export const writtenMobileArb = fc
  .tuple(fc.constantFrom('', '+91', '+91 ', '+91-', ' '), mobileArb)
  .map(([prefix, digits]) => `${prefix}${digits}`);

/** An email the shared schema accepts (any case), or '' for none. */
export const emailArb = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^[A-Za-z0-9]{1,12}(\.[a-z0-9]{1,8})?@[a-z0-9]{1,12}\.[a-z]{2,6}$/),
);

/** A GSTIN with the right check character for its first 14 characters. */
export const withGstinCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

/** GST state codes: 01–38, 97 and 99. */
const gstStates = [
  ...Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, '0')),
  '97',
  '99',
];

/** A valid GSTIN, sometimes typed in lower case, or '' for none. */
export const gstinArb = fc.oneof(
  fc.constant(''),
  fc
    .tuple(
      fc.constantFrom(...gstStates),
      fc.stringMatching(/^[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z0-9]$/),
      fc.boolean(),
    )
    .map(([state, rest, lower]) => {
      const full = withGstinCheck(`${state}${rest}`);
      return lower ? full.toLowerCase() : full;
    }),
);

/** A well-formed GSTIN whose check character is wrong. */
export const wrongCheckGstinArb = gstinArb
  .filter((value) => value !== '')
  .map((value) => {
    const upper = value.toUpperCase();
    const wrong = upper.endsWith('A') ? 'B' : 'A';
    return `${upper.slice(0, 14)}${wrong}`;
  });

export const MOBILE_RULE = 'Enter a 10-digit mobile number (optionally with +91).';
const GSTIN_SHAPE = 'Enter a 15-character GSTIN like 21AAACB1234F1Z5.';

export interface PartyContactOptions {
  /** Collection path, e.g. /api/suppliers. */
  path: string;
  /** An existing record's path and its body as saved, for PUT. */
  recordPath: string;
  record: Record<string, unknown>;
  /** A new record's body. */
  valid: Record<string, unknown>;
  t: () => TestApp;
  admin: () => string;
  snapshot: () => Promise<unknown>;
}

/**
 * The contact rules suppliers and traders share: a GSTIN with a known state code and the right
 * check character (upper-cased, may be empty), and a mobile number stored as its 10 digits.
 * Every refused value is refused on POST and on PUT, beside its field, and changes nothing.
 */
export function itChecksPartyContacts(options: PartyContactOptions) {
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    options.t().call({ method, url, cookie: options.admin(), payload });

  const expectRefusedEverywhere = async (field: string, value: string, message: string) => {
    for (const [method, url] of [
      ['POST', options.path],
      ['PUT', options.recordPath],
    ] as const) {
      const response = await send(method, url, { ...options.valid, [field]: value });
      expect(response.statusCode, `${method} ${value}`).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: message });
    }
  };

  it('checks the GSTIN: state code and check character, upper-cased, and may be empty', async () => {
    const first14 = '21AABCU5678K1Z';
    const good = withGstinCheck(first14);
    const accepted: [string, string][] = [
      ['', ''],
      [` ${good.toLowerCase()} `, good],
      [withGstinCheck('38AABCU5678K1Z'), withGstinCheck('38AABCU5678K1Z')],
      [withGstinCheck('97AABCU5678K1Z'), withGstinCheck('97AABCU5678K1Z')],
      [good, good],
    ];
    for (const [gstin, stored] of accepted) {
      const response = await send('PUT', options.recordPath, { ...options.record, gstin });
      expect(response.statusCode, gstin).toBe(200);
      expect(response.json().gstin).toBe(stored);
    }

    const before = await options.snapshot();
    const refused: [string, string][] = [
      [
        `${first14}${good.endsWith('A') ? 'B' : 'A'}`,
        'The GSTIN check character does not match; check for a typing mistake.',
      ],
      [withGstinCheck('00AABCU5678K1Z'), 'The GSTIN starts with an unknown state code.'],
      [withGstinCheck('45AABCU5678K1Z'), 'The GSTIN starts with an unknown state code.'],
      [first14, GSTIN_SHAPE],
      [`${good}9`, GSTIN_SHAPE],
      ['21-AABCU-5678K1Z', GSTIN_SHAPE],
      ['GSTIN', GSTIN_SHAPE],
    ];
    for (const [gstin, message] of refused) await expectRefusedEverywhere('gstin', gstin, message);
    expect(await options.snapshot()).toEqual(before);
  });

  it('stores a mobile number written with +91 as its 10 digits and refuses one that is not a mobile', async () => {
    for (const contact of ['+919861122335', '+91 9861122335', '+91-9861122335', ' 9861122335 ']) {
      const response = await send('PUT', options.recordPath, { ...options.record, contact });
      expect(response.statusCode, contact).toBe(200);
      expect(response.json().contact).toBe('9861122335');
    }
    const before = await options.snapshot();
    for (const contact of [
      '5861122334',
      '986112233',
      '98611223345',
      '09861122334',
      '+92 9861122334',
      '98611 22334',
      '',
    ]) {
      await expectRefusedEverywhere('contact', contact, MOBILE_RULE);
    }
    expect(await options.snapshot()).toEqual(before);
  });
}
