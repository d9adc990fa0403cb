import { describe, expect, it } from 'vitest';
import { auditSearch } from './api.ts';
import { changeAuditFilters, DEFAULT_AUDIT_FILTERS, dateErrors } from './audit-filters.ts';
import { actionLabel, fieldLabel, formatValue, readDetails, recordLabel } from './audit-format.ts';

describe('readDetails', () => {
  it('reads a change as each field before and after', () => {
    expect(
      readDetails({
        action: 'update',
        details: { capacityKg: [25000, 30000], status: ['active', 'inactive'] },
      }),
    ).toEqual({
      kind: 'changes',
      changes: [
        { field: 'capacityKg', before: 25000, after: 30000 },
        { field: 'status', before: 'active', after: 'inactive' },
      ],
    });
  });

  it('reads an added or deleted record as its fields', () => {
    expect(readDetails({ action: 'create', details: { code: 'G004', tags: ['a', 'b'] } })).toEqual({
      kind: 'record',
      fields: [
        { field: 'code', value: 'G004' },
        { field: 'tags', value: ['a', 'b'] },
      ],
    });
  });

  it('has nothing to show for an entry without details', () => {
    expect(readDetails({ action: 'sign-in', details: null })).toEqual({ kind: 'none' });
    expect(readDetails({ action: 'update', details: {} })).toEqual({ kind: 'none' });
  });
});

describe('labels', () => {
  it('names actions, records and fields in words', () => {
    expect(actionLabel('sign-in-failed')).toBe('Sign-in failed');
    expect(actionLabel('restore')).toBe('restore');
    expect(recordLabel({ entity: 'godown', entityKey: 'G002' })).toBe('Godown G002');
    expect(recordLabel({ entity: 'settings', entityKey: null })).toBe('Settings');
    expect(fieldLabel('capacityKg')).toBe('Capacity (kg)');
    expect(fieldLabel('ifscCode')).toBe('IFSC code');
    expect(fieldLabel('pincode')).toBe('PIN code');
  });

  it('shows values as text', () => {
    expect(formatValue('')).toBe('—');
    expect(formatValue(null)).toBe('—');
    expect(formatValue(true)).toBe('Yes');
    expect(formatValue(4.5)).toBe('4.5');
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('filters', () => {
  it('go back to page 1 on any change but the page', () => {
    const onPage3 = { ...DEFAULT_AUDIT_FILTERS, page: 3 };
    expect(changeAuditFilters(onPage3, { action: 'locked-out' }).page).toBe(1);
    expect(changeAuditFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('ask the server only for what is set', () => {
    expect(auditSearch({ ...DEFAULT_AUDIT_FILTERS, q: '  G002 ', from: '2026-03-01' })).toBe(
      'q=G002&from=2026-03-01&page=1&size=10',
    );
  });

  it('refuse a start after the end, by the server’s rule', () => {
    expect(dateErrors({ from: '2026-03-14', to: '2026-03-10' })).toEqual({
      to: 'The start date is after the end date.',
    });
    expect(dateErrors({ from: '2026-03-10', to: '2026-03-14' })).toEqual({});
    expect(dateErrors({ from: '', to: '' })).toEqual({});
  });
});
