import { describe, expect, it } from 'vitest';
import { hiddenColumnsKey, readHiddenColumns, writeHiddenColumns } from './columnChoice.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('column choice', () => {
  it('remembers the hidden columns per person and per list', () => {
    const storage = memoryStorage();
    writeHiddenColumns(storage, 'ann', 'Companies', ['revenue', 'roles']);
    expect(readHiddenColumns(storage, 'ann', 'Companies')).toEqual(['revenue', 'roles']);
    expect(readHiddenColumns(storage, 'bob', 'Companies')).toEqual([]);
    expect(readHiddenColumns(storage, 'ann', 'Contacts')).toEqual([]);
  });

  it('counts anything stored that is not a list of column ids as nothing hidden', () => {
    const storage = memoryStorage();
    storage.setItem(hiddenColumnsKey('ann', 'Companies'), '{not json');
    expect(readHiddenColumns(storage, 'ann', 'Companies')).toEqual([]);
    storage.setItem(hiddenColumnsKey('ann', 'Companies'), '{"revenue":true}');
    expect(readHiddenColumns(storage, 'ann', 'Companies')).toEqual([]);
    storage.setItem(hiddenColumnsKey('ann', 'Companies'), '["city", 3]');
    expect(readHiddenColumns(storage, 'ann', 'Companies')).toEqual(['city']);
  });
});
