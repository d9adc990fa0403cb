import { gstinCheckCharacter } from '@pfm/shared';
import fc from 'fast-check';
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
