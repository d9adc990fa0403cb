import { severityText } from '@pfm/shared';
import { alertSeverityTexts } from '@pfm/ui';
import { describe, expect, it } from 'vitest';
import { englishT as t } from '../../testing/english-t.ts';
import { alertLink, batchAge, batchProgress, growthReportLink } from './dashboard-format.ts';

describe('where an alert is dealt with', () => {
  it('opens a batch in the Growth Report', () => {
    expect(alertLink({ kind: 'batch', code: 'B002' }, t)).toEqual({
      to: '/report/growth?batch=B002',
      label: "Open B002's growth report",
    });
  });

  it('sends low stock to the Inventory Report', () => {
    expect(alertLink({ kind: 'item', code: 'I003' }, t)).toEqual({
      to: '/report/inventory',
      label: 'Check I003 in the inventory report',
    });
  });

  it('opens a pending voucher or collection in its sheet', () => {
    expect(alertLink({ kind: 'payment', code: 'PV004' }, t)).toEqual({
      to: '/transaction/payment?view=PV004',
      label: 'Open payment voucher PV004',
    });
    expect(alertLink({ kind: 'collection', code: 'PC002' }, t)).toEqual({
      to: '/transaction/collection?view=PC002',
      label: 'Open payment collection PC002',
    });
  });

  it('puts a code in the URL safely', () => {
    expect(growthReportLink('B 1&x')).toBe('/report/growth?batch=B+1%26x');
  });
});

describe('a batch on Recent Batches', () => {
  it('gives its age in days', () => {
    expect(batchAge({ age: 28 }, t)).toBe('Age 28 days');
    expect(batchAge({ age: 1 }, t)).toBe('Age 1 day');
    expect(batchAge({ age: 0 }, t)).toBe('Age 0 days');
  });

  it('counts the days left while open, and gives the day it ended after', () => {
    const day = (date: string) => date.split('-').reverse().join('/');
    const open = { status: 'open', endedOn: null } as const;
    expect(batchProgress({ ...open, daysRemaining: 17 }, day, t)).toBe('17 days remaining');
    expect(batchProgress({ ...open, daysRemaining: 1 }, day, t)).toBe('1 day remaining');
    for (const status of ['sold-out', 'settled'] as const) {
      expect(batchProgress({ status, daysRemaining: 0, endedOn: '2026-11-07' }, day, t)).toBe(
        'Ended 07/11/2026',
      );
    }
  });
});

describe('severity texts', () => {
  // The dashboard shows the design system's AlertItem texts (no schema module on the first screen);
  // they must stay the words the shared contract and the specification give.
  it('are the shared contract’s words', () => {
    expect(alertSeverityTexts).toEqual(severityText);
  });
});
