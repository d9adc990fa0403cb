import { type LookupKind, lookupKinds } from '@pfm/shared';
import { describe, expect, it } from 'vitest';
import { linkedDocumentCode } from '../lib/documents/use-document-screen.ts';
import { kindLabels, recordHref, recordItems, screenItems } from './jump-targets.ts';

describe('where a record found by the jump box opens', () => {
  it('opens a document with its sheet, on its own screen', () => {
    const cases: [LookupKind, string, string][] = [
      ['purchase', 'P017', '/transaction/purchase?view=P017'],
      ['issue', 'IS001', '/transaction/issue?view=IS001'],
      ['transfer', 'ST002', '/transaction/transfer?view=ST002'],
      ['growthUpdate', 'GU003', '/transaction/growth?view=GU003'],
      ['sale', 'SL007', '/transaction/sale?view=SL007'],
      ['payment', 'PV004', '/transaction/payment?view=PV004'],
      ['collection', 'PC002', '/transaction/collection?view=PC002'],
    ];
    for (const [kind, code, href] of cases) {
      expect(recordHref({ kind, code })).toBe(href);
      // The document screens read the code back from the same parameter.
      expect(linkedDocumentCode(new URL(href, 'http://app').searchParams)).toBe(code);
    }
  });

  it('opens a master as its list searched for the code', () => {
    expect(recordHref({ kind: 'farmer', code: 'F001' })).toBe('/master/farmer?q=F001');
    expect(recordHref({ kind: 'farm', code: 'FM002' })).toBe('/master/farm?q=FM002');
    expect(recordHref({ kind: 'bankAccount', code: 'BK001' })).toBe('/master/bank?q=BK001');
    expect(recordHref({ kind: 'godown', code: 'G003' })).toBe('/master/godown?q=G003');
  });

  it("opens a batch's Growth Report and a settlement's breakdown on its batch", () => {
    expect(recordHref({ kind: 'batch', code: 'B002' })).toBe('/report/growth?batch=B002');
    expect(recordHref({ kind: 'settlement', code: 'FS001', batchCode: 'B004' })).toBe(
      '/report/settlement?batch=B004',
    );
    expect(recordHref({ kind: 'settlement', code: 'FS001' })).toBe('/report/settlement');
  });

  it('names every kind', () => {
    for (const kind of lookupKinds) expect(kindLabels[kind]).toMatch(/^[A-Z]/);
  });

  it("offers a party's statement right below the party", () => {
    const items = recordItems([
      { kind: 'farmer', code: 'F001', title: 'Ramesh Sahoo', subtitle: 'Khurda' },
      { kind: 'farm', code: 'FM001', title: 'Sahoo Poultry Farm' },
      { kind: 'trader', code: 'T002', title: 'Maa Tarini Traders' },
    ]);
    expect(items.map((item) => [item.kindLabel, item.code, item.href])).toEqual([
      ['Farmer', 'F001', '/master/farmer?q=F001'],
      ['Ledger', 'F001', '/report/ledger?tab=farmer&party=F001'],
      ['Farm', 'FM001', '/master/farm?q=FM001'],
      ['Trader', 'T002', '/master/trader?q=T002'],
      ['Ledger', 'T002', '/report/ledger?tab=trader&party=T002'],
    ]);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items[1]?.subtitle).toBe('Statement in Farmer Accounts');
  });
});

describe('screens found by name', () => {
  const titles = (text: string) => screenItems(text).map((item) => item.title);

  it('finds a screen by the start of any word of its name, whatever the case', () => {
    expect(titles('ledger')).toEqual(['Ledger Reports']);
    expect(titles('led rep')).toEqual(['Ledger Reports']);
    expect(titles('SALE')).toEqual(['Sale']);
    expect(titles('settings')).toEqual(['Settings']);
    expect(screenItems('inventory')[0]).toMatchObject({
      kindLabel: 'Screen',
      href: '/report/inventory',
      subtitle: 'Reports',
    });
  });

  it('puts the screens whose name starts with the text first', () => {
    expect(titles('growth')).toEqual([
      'Growth Report',
      'Weight/Growth Setup',
      'Weekly Growth Update',
    ]);
  });

  it('finds no screen for a code or nothing typed', () => {
    expect(titles('B002')).toEqual([]);
    expect(titles('SL007')).toEqual([]);
    expect(titles('  ')).toEqual([]);
  });
});
