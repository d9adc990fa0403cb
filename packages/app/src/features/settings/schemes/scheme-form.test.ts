import { standardSchemeTerms } from '@pfm/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import {
  fcrText,
  initialValues,
  paiseText,
  parseScaled,
  percentText,
  schemeFormSchema,
  splitFarmerCodes,
  termsValues,
  toFormError,
} from './scheme-form.ts';

describe('scheme form units', () => {
  it('shows paise, basis points and thousandths exactly', () => {
    expect(paiseText(9500)).toBe('95.00');
    expect(paiseText(5)).toBe('0.05');
    expect(paiseText(0)).toBe('0.00');
    expect(percentText(600)).toBe('6');
    expect(percentText(625)).toBe('6.25');
    expect(percentText(50)).toBe('0.5');
    expect(percentText(0)).toBe('0');
    expect(fcrText(1750)).toBe('1.75');
    expect(fcrText(1725)).toBe('1.725');
  });

  it('reads per cent and FCR by their digits, not by float arithmetic', () => {
    expect(parseScaled('6.25', 2)).toBe(625);
    expect(parseScaled('0.29', 2)).toBe(29); // 0.29 × 100 is 28.999… as a float
    expect(parseScaled('6 %', 2)).toBe(600);
    expect(parseScaled('.5', 2)).toBe(50);
    expect(parseScaled('1.75', 3)).toBe(1750);
    expect(parseScaled('1.005', 2)).toBeNull();
    expect(parseScaled('-1', 2)).toBeNull();
    expect(parseScaled('', 2)).toBeNull();
    expect(parseScaled('.', 2)).toBeNull();
    expect(parseScaled('6,5', 2)).toBeNull(); // a decimal comma is not guessed at
  });

  it('splits farmer codes by commas or spaces, upper-cased, once each', () => {
    expect(splitFarmerCodes(' f002, F007 F002;f010 ')).toEqual(['F002', 'F007', 'F010']);
    expect(splitFarmerCodes('')).toEqual([]);
  });
});

describe('schemeFormSchema', () => {
  const values = { ...initialValues(null, 'scheme'), name: 'Premium', effectiveFrom: '2026-04-01' };

  it('turns the typed terms into the API input', () => {
    const result = schemeFormSchema(null).safeParse({
      ...values,
      baseGcPaise: '7.05',
      mortalityAllowanceBp: '6.25',
      maxFcrMilli: '1.8',
      farmerCodes: 'f004, F007',
    });
    expect(result.success && result.data).toEqual({
      name: 'Premium',
      effectiveFrom: '2026-04-01',
      terms: {
        ...standardSchemeTerms,
        baseGcPaise: 705,
        mortalityAllowanceBp: 625,
        maxFcrMilli: 1800,
      },
      farmerCodes: ['F004', 'F007'],
    });
  });

  it('round-trips every term', () => {
    const result = schemeFormSchema(null).safeParse({
      ...values,
      ...termsValues(standardSchemeTerms),
    });
    expect(result.success && result.data.terms).toEqual(standardSchemeTerms);
  });

  it('says what is wrong beside each field, the shared refine included', () => {
    const result = schemeFormSchema(null).safeParse({
      ...values,
      name: ' ',
      maxGcPaise: '2',
      farmerCodes: 'F2',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      name: 'Enter a name for the scheme.',
      maxGcPaise: 'The maximum growing charge cannot be below the minimum.',
      farmerCodes: 'F2 is not a farmer code: use codes like F002, separated by commas.',
    });
  });

  it('refuses amounts outside the shared rules in the units typed', () => {
    const result = schemeFormSchema(null).safeParse({
      ...values,
      slabPcPaise: '0',
      tdsBp: '100.5',
      standardPcPaise: '12.345',
      maxFcrMilli: '',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      slabPcPaise: 'Enter at least ₹0.01.',
      tdsBp: 'Enter at most 100 %.',
      standardPcPaise: 'Enter rupees with at most two decimals, e.g. 95.50.',
      maxFcrMilli: 'Enter the maximum FCR.',
    });
  });

  it('refuses a version before the scheme’s latest', () => {
    const latest = { code: 'SCH001', version: 2, effectiveFrom: '2026-04-01' };
    const result = schemeFormSchema(latest).safeParse({ ...values, effectiveFrom: '2026-03-31' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Version 2 of SCH001 is in force from 01/04/2026; a new version cannot start before that.',
    ]);
  });
});

describe('toFormError', () => {
  it('puts the server’s term and farmer messages on the flat fields', () => {
    const error = toFormError(
      new ApiError(409, 'conflict', 'F002 is already settled under SCH002 (Premium).', {
        'terms.maxGcPaise': 'Too big',
        'farmerCodes.1': 'Invalid',
        effectiveFrom: 'Too early',
      }),
    ) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.fields).toEqual({
      maxGcPaise: 'Too big',
      farmerCodes: 'Invalid',
      effectiveFrom: 'Too early',
    });
  });
});
