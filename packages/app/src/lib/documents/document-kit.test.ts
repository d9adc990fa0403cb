import { newIdempotencyKey, purchaseInput, resetClock, setClock } from '@pfm/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  purchaseAmount,
  purchaseConfig,
} from '../../features/documents/purchase/purchase-config.tsx';
import { saleConfig } from '../../features/documents/sale/sale-config.tsx';
import { moneyText } from '../form-values.ts';
import {
  documentDateRefusal,
  documentDateText,
  quantityText,
  wholeUnitIssue,
} from './form-fields.tsx';
import { linkedDocumentCode } from './use-document-screen.ts';

/** The server's rule for the header. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  resetClock();
});

describe('idempotency keys', () => {
  it('are new for every form and fit the server rule', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(KEY_PATTERN);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('are made from random bytes where randomUUID is missing (plain HTTP on the office network)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('quantity typed as text', () => {
  const rule = quantityText(purchaseInput.shape.quantityMilli);

  it('reads thousandths of the unit, exactly', () => {
    expect(rule.parse('1,250.5')).toBe(1_250_500);
    expect(rule.parse(' 0.001 ')).toBe(1);
  });

  it('refuses more than three decimals, nothing and zero with the shared messages', () => {
    expect(rule.safeParse('1.2345').error?.issues[0]?.message).toMatch(/at most three decimals/);
    expect(rule.safeParse('').error?.issues[0]?.message).toBe('Enter the quantity.');
    expect(rule.safeParse('0').error?.issues[0]?.message).toBe('The quantity must be more than 0.');
  });

  it('keeps pieces and bags whole', () => {
    expect(wholeUnitIssue(10_500, 'piece')).toBe('This item is counted in whole pieces.');
    expect(wholeUnitIssue(10_000, 'bag')).toBeNull();
    expect(wholeUnitIssue(10_500, 'kg')).toBeNull();
  });
});

describe('numbers typed past the limits or with too many decimals', () => {
  const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? 'accepted' : result.error?.issues[0]?.message;
  const quantity = quantityText(purchaseInput.shape.quantityMilli);
  const rate = moneyText(purchaseInput.shape.ratePaise);

  it('say the limit, not "a number" or "decimals", when the figure is too large', () => {
    expect(first(quantity.safeParse('99,99,99,999'))).toBe(
      'The quantity can be at most 1,00,00,000.',
    );
    expect(first(rate.safeParse('1,00,00,00,00,00,00,00,000'))).toBe(
      'The rate can be at most ₹1,00,00,000.00.',
    );
  });

  it('say "at most two decimals" for a fraction of a paisa, and "more than 0" below it', () => {
    expect(first(rate.safeParse('1.005'))).toBe('Enter the rate with at most two decimals.');
    expect(first(rate.safeParse('-42.50'))).toBe('The rate must be more than ₹0.');
    expect(first(quantity.safeParse('-5'))).toBe('The quantity must be more than 0.');
  });

  it('read trailing zeros as the same figure', () => {
    expect(rate.parse('42.5000')).toBe(4250);
    expect(quantity.parse('1.25000')).toBe(1250);
  });

  it('refuse a purchase or sale whose amount passes the limit, beside the rate', () => {
    const purchase = purchaseConfig.record?.schema.safeParse({
      date: '2026-03-14',
      supplierCode: 'S001',
      itemCode: 'I002',
      godownCode: 'G001',
      quantityMilli: '1,00,00,000',
      ratePaise: '100.00',
      invoiceNumber: '',
      itemUnit: 'kg',
    });
    expect(purchase?.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ratePaise', 'The amount (quantity × rate) can be at most ₹99,99,99,999.99.'],
    ]);
    const sale = saleConfig.record?.schema.safeParse({
      date: '2026-03-14',
      batchCode: 'B001',
      traderCode: 'T001',
      weightMilli: '20,00,000',
      ratePaise: '1,00,00,000',
      birds: '10,00,000',
    });
    expect(sale?.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ratePaise', 'The amount (weight × rate) can be at most ₹99,99,99,999.99.'],
    ]);
  });
});

describe('document date', () => {
  it('is today or earlier in India, with the server message', () => {
    setClock(new Date('2026-03-14T06:30:00Z'));
    const rule = documentDateText(purchaseInput.shape.date);
    expect(rule.parse('2026-03-14')).toBe('2026-03-14');
    expect(rule.safeParse('2026-03-15').error?.issues[0]?.message).toBe(
      'The date cannot be after today (14/03/2026).',
    );
  });
});

describe('a document date beside its field', () => {
  const limits = { booksStart: '2026-04-01', latest: '2026-11-27' } as const;

  it("names the limits in the reader's format", () => {
    expect(documentDateRefusal('0011-02-07', { ...limits, format: 'DD/MM/YYYY' })).toBe(
      'The date cannot be before the books start (01/04/2026).',
    );
    expect(documentDateRefusal('2026-11-28', { ...limits, format: 'MM/DD/YYYY' })).toBe(
      'The date cannot be after today (11/27/2026).',
    );
    expect(documentDateRefusal('2026-11-28', { ...limits, format: 'DD-MMM-YYYY' })).toBe(
      'The date cannot be after today (27-Nov-2026).',
    );
    expect(documentDateRefusal('2026-04-01', { ...limits, format: 'DD/MM/YYYY' })).toBeNull();
    expect(documentDateRefusal('2026-11-27', { ...limits, format: 'DD/MM/YYYY' })).toBeNull();
  });

  it('asks for the whole date in the format, or a real one', () => {
    expect(documentDateRefusal('27/11', { ...limits, format: 'DD/MM/YYYY' })).toBe(
      'Enter the whole date as DD/MM/YYYY.',
    );
    expect(documentDateRefusal('31/04/2026', { ...limits, format: 'DD/MM/YYYY' })).toBe(
      'Enter a real calendar date.',
    );
    expect(documentDateRefusal('', { ...limits, format: 'DD/MM/YYYY' })).toBeNull();
  });
});

describe('purchase amount while typing', () => {
  it('is rate × quantity in paise, rounded half away from zero', () => {
    expect(purchaseAmount('12.345', '45.57', 'kg')).toBe(56_256);
    expect(purchaseAmount('5,000', '35', 'piece')).toBe(17_500_000);
  });

  it('waits for both figures to read as numbers', () => {
    expect(purchaseAmount('', '45', 'kg')).toBeNull();
    expect(purchaseAmount('10', '45.555', 'kg')).toBeNull();
    expect(purchaseAmount('10.5', '35', 'piece')).toBeNull();
  });
});

describe('a link to a document (?view=CODE, from a ledger statement)', () => {
  const linked = (query: string) => linkedDocumentCode(new URLSearchParams(query));

  it('names the document whose sheet opens', () => {
    expect(linked('view=IS001')).toBe('IS001');
    expect(linked('page=2&view=P012')).toBe('P012');
  });

  it('is ignored when absent or not a document code', () => {
    expect(linked('')).toBe('');
    expect(linked('view=')).toBe('');
    expect(linked('view=is001')).toBe('');
    expect(linked('view=../users')).toBe('');
  });
});
