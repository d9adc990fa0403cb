import { describe, expect, it } from 'vitest';
import { addDays, formatDay, isIsoDay, maskDayText, parseDay, periodPresets } from './date-text.ts';

describe('a date typed in the business format', () => {
  it('reads 27/11/2026 as 27 November in DD/MM/YYYY and as nothing in MM/DD/YYYY', () => {
    expect(parseDay('27/11/2026', 'DD/MM/YYYY')).toBe('2026-11-27');
    expect(parseDay('27/11/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parseDay('11/27/2026', 'MM/DD/YYYY')).toBe('2026-11-27');
    expect(parseDay('2026-11-27', 'YYYY-MM-DD')).toBe('2026-11-27');
  });

  it('reads a month name or digits in DD-MMM-YYYY, any of / - . or a space between', () => {
    expect(parseDay('27-Nov-2026', 'DD-MMM-YYYY')).toBe('2026-11-27');
    expect(parseDay('27 nov 2026', 'DD-MMM-YYYY')).toBe('2026-11-27');
    expect(parseDay('27.11.2026', 'DD-MMM-YYYY')).toBe('2026-11-27');
    expect(parseDay('27-Xyz-2026', 'DD-MMM-YYYY')).toBeNull();
  });

  it('refuses days the calendar does not have and incomplete text', () => {
    expect(parseDay('31/04/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDay('29/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDay('29/02/2028', 'DD/MM/YYYY')).toBe('2028-02-29');
    expect(parseDay('27/11/26', 'DD/MM/YYYY')).toBeNull();
    expect(parseDay('27/11', 'DD/MM/YYYY')).toBeNull();
    expect(parseDay('00/11/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDay('07/02/0000', 'DD/MM/YYYY')).toBeNull();
    expect(isIsoDay('0011-02-07')).toBe(true);
    expect(isIsoDay('2026-13-01')).toBe(false);
  });

  it('shows a day in each format', () => {
    expect(formatDay('2026-11-07', 'DD/MM/YYYY')).toBe('07/11/2026');
    expect(formatDay('2026-11-07', 'MM/DD/YYYY')).toBe('11/07/2026');
    expect(formatDay('2026-11-07', 'YYYY-MM-DD')).toBe('2026-11-07');
    expect(formatDay('2026-11-07', 'DD-MMM-YYYY')).toBe('07-Nov-2026');
    expect(formatDay('not a day', 'DD/MM/YYYY')).toBe('');
  });

  it('supplies the separators as digits are typed, pads a part closed early, and lets a separator be deleted', () => {
    expect(maskDayText('2', 'DD/MM/YYYY', false)).toBe('2');
    expect(maskDayText('27', 'DD/MM/YYYY', false)).toBe('27/');
    expect(maskDayText('2711', 'DD/MM/YYYY', false)).toBe('27/11/');
    expect(maskDayText('27112026', 'DD/MM/YYYY', false)).toBe('27/11/2026');
    expect(maskDayText('27/11/20261', 'DD/MM/YYYY', false)).toBe('27/11/2026');
    expect(maskDayText('7/', 'DD/MM/YYYY', false)).toBe('07/');
    expect(maskDayText('7/3/', 'DD/MM/YYYY', false)).toBe('07/03/');
    expect(maskDayText('27', 'DD/MM/YYYY', true)).toBe('27');
    expect(maskDayText('2.7-', 'DD/MM/YYYY', false)).toBe('02/07/');
    expect(maskDayText('20261127', 'YYYY-MM-DD', false)).toBe('2026-11-27');
    expect(maskDayText('2026', 'YYYY-MM-DD', false)).toBe('2026-');
    expect(maskDayText('27-No', 'DD-MMM-YYYY', false)).toBe('27-No');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the periods a range filter offers', () => {
  it('runs this month and this financial year to today, and the last ones whole', () => {
    expect(periodPresets('2026-03-15')).toEqual([
      { label: 'This month', from: '2026-03-01', to: '2026-03-15' },
      { label: 'Last month', from: '2026-02-01', to: '2026-02-28' },
      { label: 'This financial year', from: '2025-04-01', to: '2026-03-15' },
      { label: 'Last financial year', from: '2024-04-01', to: '2025-03-31' },
    ]);
    expect(periodPresets('2026-04-01').slice(1)).toEqual([
      { label: 'Last month', from: '2026-03-01', to: '2026-03-31' },
      { label: 'This financial year', from: '2026-04-01', to: '2026-04-01' },
      { label: 'Last financial year', from: '2025-04-01', to: '2026-03-31' },
    ]);
    expect(periodPresets('2027-01-10')[1]).toEqual({
      label: 'Last month',
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});
