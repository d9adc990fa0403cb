import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  parseTablePreferences,
  readTablePreferences,
  type TablePreferencesStorage,
  tablePreferencesKey,
  writeTablePreferences,
} from './table-preferences.ts';

describe('table preferences in storage', () => {
  it('gives back what was saved for the same user and list', () => {
    const storage = createMemoryStorage();
    writeTablePreferences(storage, '7', 'Purchases', {
      density: 'comfortable',
      hiddenColumns: ['invoice', 'item'],
    });
    expect(readTablePreferences(storage, '7', 'Purchases')).toEqual({
      density: 'comfortable',
      hiddenColumns: ['invoice', 'item'],
    });
  });

  it('keeps each user’s and each list’s choices apart', () => {
    const storage = createMemoryStorage();
    writeTablePreferences(storage, '7', 'Purchases', { hiddenColumns: ['invoice'] });
    writeTablePreferences(storage, '8', 'Purchases', { density: 'compact' });
    writeTablePreferences(storage, '7', 'Sales', { hiddenColumns: ['rate'] });

    expect(readTablePreferences(storage, '7', 'Purchases')).toEqual({ hiddenColumns: ['invoice'] });
    expect(readTablePreferences(storage, '8', 'Purchases')).toEqual({ density: 'compact' });
    expect(readTablePreferences(storage, '7', 'Sales')).toEqual({ hiddenColumns: ['rate'] });
    expect(readTablePreferences(storage, '9', 'Purchases')).toEqual({});
  });

  it('cannot be made to read another user’s entry through the separator', () => {
    expect(tablePreferencesKey('7:Sales', 'x')).not.toBe(tablePreferencesKey('7', 'Sales:x'));
  });

  it('removes the entry once nothing is chosen any more', () => {
    const storage = createMemoryStorage();
    writeTablePreferences(storage, '7', 'Purchases', { hiddenColumns: ['invoice'] });
    expect(storage.size).toBe(1);
    writeTablePreferences(storage, '7', 'Purchases', { hiddenColumns: [] });
    expect(storage.size).toBe(0);
    expect(readTablePreferences(storage, '7', 'Purchases')).toEqual({});
  });

  it('reads nothing without a storage and saves nowhere', () => {
    expect(readTablePreferences(null, '7', 'Purchases')).toEqual({});
    expect(() =>
      writeTablePreferences(null, '7', 'Purchases', { density: 'compact' }),
    ).not.toThrow();
  });

  it('survives a storage that refuses to be read or written (blocked, full)', () => {
    const refusing: TablePreferencesStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readTablePreferences(refusing, '7', 'Purchases')).toEqual({});
    expect(() =>
      writeTablePreferences(refusing, '7', 'Purchases', { density: 'compact' }),
    ).not.toThrow();
  });
});

describe('a stored value that cannot be read is ignored', () => {
  it.each([
    ['text that is not JSON', '{density: compact'],
    ['JSON that is not an object', '"compact"'],
    ['a list', '["invoice"]'],
    ['null', 'null'],
  ])('%s gives the defaults', (_, text) => {
    expect(parseTablePreferences(text)).toEqual({});
  });

  it('drops an unknown density but keeps the hidden columns', () => {
    expect(parseTablePreferences('{"density":"huge","hiddenColumns":["invoice"]}')).toEqual({
      hiddenColumns: ['invoice'],
    });
  });

  it('drops a column list that is not a list of names, keeping the density', () => {
    expect(parseTablePreferences('{"density":"compact","hiddenColumns":"invoice"}')).toEqual({
      density: 'compact',
    });
    expect(
      parseTablePreferences('{"hiddenColumns":["invoice",3,null,"","invoice","item"]}'),
    ).toEqual({ hiddenColumns: ['invoice', 'item'] });
  });

  it('reads a corrupt entry from storage as no preferences', () => {
    const storage = createMemoryStorage();
    storage.setItem(tablePreferencesKey('7', 'Purchases'), 'not json at all');
    expect(readTablePreferences(storage, '7', 'Purchases')).toEqual({});
  });
});
