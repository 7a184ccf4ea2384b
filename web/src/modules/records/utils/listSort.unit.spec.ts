import { describe, expect, it } from 'vitest';
import { parseSortParam, sortParam, toggleSort } from './listSort.js';

const fields = ['companyName', 'city', 'revenue', 'updatedAt'] as const;
const byName = { field: 'companyName', descending: false } as const;

describe('sortParam and parseSortParam', () => {
  it('writes a field A to Z bare and Z to A with a leading minus, as the API and the address take it', () => {
    expect(sortParam(byName)).toBe('companyName');
    expect(sortParam({ field: 'updatedAt', descending: true })).toBe('-updatedAt');
  });

  it('reads back what it wrote', () => {
    for (const sort of [byName, { field: 'revenue', descending: true } as const]) {
      expect(parseSortParam(sortParam(sort), fields)).toEqual(sort);
    }
  });

  it('ignores an address naming no sortable field (an old link, a hand-edited address)', () => {
    expect(parseSortParam(null, fields)).toBeUndefined();
    expect(parseSortParam('', fields)).toBeUndefined();
    expect(parseSortParam('-', fields)).toBeUndefined();
    expect(parseSortParam('password', fields)).toBeUndefined();
    expect(parseSortParam('--city', fields)).toBeUndefined();
  });
});

describe('toggleSort', () => {
  it('flips the direction when the same column is clicked again', () => {
    const once = toggleSort(byName, 'companyName');
    expect(once).toEqual({ field: 'companyName', descending: true });
    expect(toggleSort(once, 'companyName')).toEqual(byName);
  });

  it('starts another column A to Z, or newest and largest first for the fields the list names', () => {
    const descendingFirst = ['revenue', 'updatedAt'] as const;
    expect(toggleSort(byName, 'city', descendingFirst)).toEqual({ field: 'city', descending: false });
    expect(toggleSort(byName, 'revenue', descendingFirst)).toEqual({ field: 'revenue', descending: true });
    expect(toggleSort({ field: 'revenue', descending: false }, 'updatedAt', descendingFirst)).toEqual({
      field: 'updatedAt',
      descending: true,
    });
    expect(toggleSort(byName, 'revenue')).toEqual({ field: 'revenue', descending: false });
  });
});
