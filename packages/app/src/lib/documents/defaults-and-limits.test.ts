import { describe, expect, it } from 'vitest';
import type { PickOption } from './document-config.ts';
import { defaultChoice } from './form-fields.tsx';
import { godownUsedBy, lastGodownOf, rememberGodown } from './last-godown.ts';
import {
  birdsSoldRefusal,
  countTyped,
  deathsRefusal,
  feedAvailableText,
  feedRefusal,
  outstandingRefusal,
  outstandingText,
  quantityTyped,
  stockRefusal,
} from './limits.ts';

const godown = (value: string, active = true): PickOption => ({ value, label: value, active });

/** A browser's storage, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('what a new document starts with', () => {
  it('is the only option offered', () => {
    expect(defaultChoice([godown('G001')])).toBe('G001');
    expect(defaultChoice([godown('G001')], 'G002')).toBe('G001');
  });

  it('is the preferred option when it is offered, else nothing', () => {
    const offered = [godown('G001'), godown('G002'), godown('G003')];
    expect(defaultChoice(offered, 'G002')).toBe('G002');
    // Gone since, or not offered (an inactive godown is not): nothing is chosen.
    expect(defaultChoice(offered, 'G009')).toBeNull();
    expect(defaultChoice(offered, '')).toBeNull();
    expect(defaultChoice(offered)).toBeNull();
  });

  it('waits for the options and never picks from none', () => {
    expect(defaultChoice(undefined, 'G001')).toBeNull();
    expect(defaultChoice([], 'G001')).toBeNull();
  });
});

describe('the godown a user worked with last', () => {
  it('is kept per user', () => {
    const storage = memoryStorage();
    rememberGodown('sunita.mohanty', 'G002', storage);
    rememberGodown('admin', 'G003', storage);
    expect(lastGodownOf('sunita.mohanty', storage)).toBe('G002');
    expect(lastGodownOf('admin', storage)).toBe('G003');
    expect(lastGodownOf('ramesh', storage)).toBe('');
  });

  it('needs a user and a godown, and survives a browser that refuses storage', () => {
    const storage = memoryStorage();
    rememberGodown('', 'G002', storage);
    rememberGodown('admin', '', storage);
    expect(storage.length).toBe(0);
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => rememberGodown('admin', 'G001', refusing)).not.toThrow();
    expect(lastGodownOf('admin', refusing)).toBe('');
    expect(lastGodownOf('admin', null)).toBe('');
  });

  it('is the godown a purchase or issue took stock into or out of, or where a transfer left', () => {
    expect(godownUsedBy({ code: 'P007', godownCode: 'G002' })).toBe('G002');
    expect(godownUsedBy({ code: 'ST005', fromGodownCode: 'G001', toGodownCode: 'G003' })).toBe(
      'G001',
    );
    expect(godownUsedBy({ code: 'SL006', batchCode: 'B003' })).toBe('');
  });
});

describe('limits said before Submit, in the server’s words', () => {
  it('reads what is typed', () => {
    expect(countTyped('1,200')).toBe(1200);
    expect(countTyped('12.5')).toBeNull();
    expect(countTyped('')).toBeNull();
    expect(quantityTyped('1,250.5', 'kg')).toBe(1_250_500);
    expect(quantityTyped('0', 'kg')).toBe(0);
    expect(quantityTyped('2.5', 'bag')).toBeNull();
  });

  it('refuses more birds than are alive, sold or dead', () => {
    expect(birdsSoldRefusal('B003', 4650, 4650)).toBeNull();
    expect(birdsSoldRefusal('B003', 4650, null)).toBeNull();
    expect(birdsSoldRefusal('B003', 4650, 5000)).toBe(
      'B003 has 4,650 birds alive; 5,000 cannot be sold.',
    );
    expect(deathsRefusal('B004', 4940, 4940)).toBeNull();
    expect(deathsRefusal('B004', 4940, 5000)).toBe(
      'B004 has 4,940 birds alive; 5,000 cannot have died.',
    );
  });

  it('refuses more feed than was issued and not yet consumed', () => {
    const feed = { issuedMilli: 2_967_500, consumedMilli: 2_177_500 };
    expect(feedAvailableText(feed)).toBe(
      'Available: 790 kg (2,967.5 kg issued, 2,177.5 kg consumed).',
    );
    expect(feedRefusal('B004', feed, 790_000)).toBeNull();
    expect(feedRefusal('B004', feed, 800_000)).toBe(
      'B004 has been issued 2,967.5 kg of feed and has consumed 2,177.5 kg: at most 790 kg can be recorded.',
    );
    // More consumed than issued (feed kept in bags) leaves nothing, never a negative.
    expect(feedAvailableText({ issuedMilli: 0, consumedMilli: 10_000 })).toBe(
      'Available: 0 kg (0 kg issued, 10 kg consumed).',
    );
  });

  it('refuses more than the godown has that day, in the reader’s date format', () => {
    const stock = {
      availableMilli: 1_200_000,
      unit: 'kg',
      itemName: 'Broiler Starter Feed',
      godownName: 'Main Warehouse',
      date: '2026-03-14',
      dateFormat: 'DD-MMM-YYYY' as const,
    };
    expect(stockRefusal(stock, 1_200_000)).toBeNull();
    expect(stockRefusal(stock, 1_500_000)).toBe(
      'Only 1,200 kg of Broiler Starter Feed in Main Warehouse on 14-Mar-2026.',
    );
  });

  it('refuses more than a sale has outstanding, in the Settings currency', () => {
    const sale = { code: 'SL006', outstandingPaise: 34_440_000 };
    const display = { currencySymbol: '₹', dateFormat: 'DD/MM/YYYY' as const };
    expect(outstandingText(sale, display)).toBe('Outstanding on SL006: ₹3,44,400.00.');
    expect(outstandingRefusal(sale, 34_440_000, display)).toBeNull();
    expect(outstandingRefusal(sale, 35_000_000, { ...display, currencySymbol: 'Rs ' })).toBe(
      'SL006 has Rs 3,44,400.00 outstanding; Rs 3,50,000.00 is more than that.',
    );
  });
});
