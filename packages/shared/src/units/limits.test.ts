import { describe, expect, it } from 'vitest';
import { quantityMilli, ratePaise } from '../documents/common.ts';
import { growthUpdateInput } from '../documents/growth.ts';
import { amountPaise } from '../documents/payment.ts';
import { purchaseInput } from '../documents/purchase.ts';
import { saleInput } from '../documents/sale.ts';
import { itemInput } from '../masters/item.ts';
import { rateInput } from '../masters/rate.ts';
import { amountFor, exactInteger, sumExactly, TotalTooLargeError } from './amounts.ts';
import {
  amountWithinLimit,
  MAX_AMOUNT_PAISE,
  MAX_QUANTITY_MILLI,
  MAX_QUANTITY_UNITS,
  MAX_RATE_PAISE,
} from './limits.ts';

type Parse = { safeParse(value: unknown): { error?: { issues: { message: string }[] } } };
/** Every message a value gets, in order (the API and the forms show the first). */
const messages = (schema: Parse, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
/** The field messages of an object, as `path: message`. */
const fieldMessages = (schema: Parse, value: unknown) =>
  (
    schema.safeParse(value).error?.issues as { path: PropertyKey[]; message: string }[] | undefined
  )?.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the limits of one document', () => {
  it('are the figures messages say, written with the money formatter', () => {
    expect(MAX_AMOUNT_PAISE).toBe(99_999_999_999);
    expect(MAX_RATE_PAISE).toBe(1_000_000_000);
    expect(MAX_QUANTITY_MILLI).toBe(10_000_000_000);
    expect(MAX_QUANTITY_UNITS).toBe(10_000_000);
  });

  it('leave room for 90,000 documents at the limit in any one sum', () => {
    expect(Math.floor(Number.MAX_SAFE_INTEGER / MAX_AMOUNT_PAISE)).toBe(90_071);
    expect(Math.floor(Number.MAX_SAFE_INTEGER / MAX_QUANTITY_MILLI)).toBe(900_719);
  });

  it('refuse an amount past the limit for that reason, whatever its size', () => {
    for (const value of [MAX_AMOUNT_PAISE + 1, 1e15, 1e21, 1e300]) {
      expect(messages(amountPaise, value), String(value)).toEqual([
        'The amount can be at most ₹99,99,99,999.99.',
      ]);
    }
    expect(amountPaise.parse(MAX_AMOUNT_PAISE)).toBe(MAX_AMOUNT_PAISE);
  });

  it('refuse a fraction of a paisa as a fraction, and nothing at or below 0 as too small', () => {
    // ₹1.005 is 100.5 paise.
    expect(messages(amountPaise, 100.5)).toEqual(['Enter the amount with at most two decimals.']);
    expect(messages(amountPaise, -1.5)).toEqual(['The amount must be more than ₹0.']);
    expect(messages(amountPaise, -1e21)).toEqual(['The amount must be more than ₹0.']);
    expect(messages(amountPaise, 0)).toEqual(['The amount must be more than ₹0.']);
  });

  it('bound quantities and rates the same way', () => {
    expect(messages(quantityMilli, MAX_QUANTITY_MILLI + 1)).toEqual([
      'The quantity can be at most 1,00,00,000.',
    ]);
    expect(messages(quantityMilli, 1e21)).toEqual(['The quantity can be at most 1,00,00,000.']);
    expect(messages(quantityMilli, 1.5)).toEqual([
      'Enter the quantity with at most three decimals.',
    ]);
    expect(messages(ratePaise, MAX_RATE_PAISE + 1)).toEqual([
      'The rate can be at most ₹1,00,00,000.00.',
    ]);
    expect(messages(ratePaise, 1e21)).toEqual(['The rate can be at most ₹1,00,00,000.00.']);
    expect(messages(rateInput.shape.ratePaise, 1e21)).toEqual([
      'The rate can be at most ₹1,00,00,000.00.',
    ]);
    expect(messages(growthUpdateInput.shape.feedMilli, MAX_QUANTITY_MILLI + 1)).toEqual([
      'The feed consumed can be at most 1,00,00,000 kg.',
    ]);
    expect(messages(itemInput.shape.reorderLevel, MAX_QUANTITY_UNITS + 1)).toEqual([
      'The reorder level can be at most 1,00,00,000.',
    ]);
  });

  it('refuse a purchase or sale whose quantity × rate passes the amount limit, beside the rate', () => {
    const purchase = {
      date: '2026-04-01',
      supplierCode: 'S001',
      itemCode: 'I001',
      godownCode: 'G001',
      quantityMilli: MAX_QUANTITY_MILLI,
      ratePaise: 10_000,
    };
    // 1,00,00,000 kg × ₹100.00 = ₹1,00,00,00,000.00, a paisa past the limit.
    expect(fieldMessages(purchaseInput, purchase)).toEqual([
      'ratePaise: The amount (quantity × rate) can be at most ₹99,99,99,999.99.',
    ]);
    const largest = purchaseInput.parse({ ...purchase, ratePaise: 9_999 });
    expect(amountFor(largest.ratePaise, largest.quantityMilli)).toBe(99_990_000_000);
    const sale = {
      date: '2026-04-01',
      batchCode: 'B001',
      traderCode: 'T001',
      weightMilli: 2_000_000_000,
      ratePaise: MAX_RATE_PAISE,
      birds: 1_000_000,
    };
    expect(fieldMessages(saleInput, sale)).toEqual([
      'ratePaise: The amount (weight × rate) can be at most ₹99,99,99,999.99.',
    ]);
  });

  it('name only the field at fault when a quantity or rate is refused on its own', () => {
    // The issue's example: 1e12 thousandths at ₹1 crore each.
    const purchase = {
      date: '2026-04-01',
      supplierCode: 'S001',
      itemCode: 'I001',
      godownCode: 'G001',
      quantityMilli: 1e12,
      ratePaise: 1e9,
    };
    expect(fieldMessages(purchaseInput, purchase)).toEqual([
      'quantityMilli: The quantity can be at most 1,00,00,000.',
    ]);
  });

  it('compute the amount test exactly at the edge', () => {
    expect(amountWithinLimit(MAX_AMOUNT_PAISE, 1000)).toBe(true);
    expect(amountWithinLimit(MAX_AMOUNT_PAISE + 1, 1000)).toBe(false);
    expect(amountWithinLimit(1, MAX_AMOUNT_PAISE * 1000)).toBe(true);
    expect(amountWithinLimit(1, MAX_AMOUNT_PAISE * 1000 + 499)).toBe(true);
    expect(amountWithinLimit(1, MAX_AMOUNT_PAISE * 1000 + 500)).toBe(false);
  });
});

describe('exact totals', () => {
  it('read a database sum (text) exactly, and refuse one past what a number holds', () => {
    expect(exactInteger('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(exactInteger('-42')).toBe(-42);
    expect(exactInteger(null)).toBe(0);
    expect(() => exactInteger('9007199254740993')).toThrow(TotalTooLargeError);
    expect(() => exactInteger('9007199254740993')).toThrow(
      'These figures add up to more than the app can count exactly (₹9,00,71,99,25,47,409.91).',
    );
    expect(() => exactInteger('1.5')).toThrow(RangeError);
  });

  it('add up without losing a paisa, or refuse', () => {
    expect(sumExactly([Number.MAX_SAFE_INTEGER - 1, 1])).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => sumExactly([Number.MAX_SAFE_INTEGER, 1])).toThrow(TotalTooLargeError);
  });

  it('refuse a product past what a number holds with the same error', () => {
    expect(() => amountFor(MAX_RATE_PAISE, 1e13)).toThrow(TotalTooLargeError);
  });
});
