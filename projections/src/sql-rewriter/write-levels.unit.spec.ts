import { describe, expect, it } from 'vitest';
import { WriteLevels, type Footprint } from './write-levels.js';

const row = (table: string, key: Record<string, string>): Footprint => {
  const columns = Object.keys(key).sort();
  return { kind: 'row', table, columns, values: columns.map((column) => key[column]!) };
};

describe('levels of a batch’s statements', () => {
  it('keeps changes of one row in order and lets other rows share a level', () => {
    const levels = new WriteLevels();
    expect(levels.place(row('companies', { id: 'a' }))).toBe(0);
    expect(levels.place(row('companies', { id: 'b' }))).toBe(0);
    expect(levels.place(row('companies', { id: 'a' }))).toBe(1);
    expect(levels.place(row('contacts', { id: 'a' }))).toBe(0);
    expect(levels.place(row('companies', { id: 'a' }))).toBe(2);
    expect(levels.place(row('companies', { id: 'b' }))).toBe(1);
  });

  it('orders a partial key after and before every row it may match', () => {
    const levels = new WriteLevels();
    expect(levels.place(row('contact_companies', { contact_id: 'c1', company_id: 'x' }))).toBe(0);
    expect(levels.place(row('contact_companies', { contact_id: 'c2', company_id: 'x' }))).toBe(0);
    expect(levels.place(row('contact_companies', { contact_id: 'c1' }))).toBe(1);
    expect(levels.place(row('contact_companies', { contact_id: 'c2', company_id: 'y' }))).toBe(0);
    expect(levels.place(row('contact_companies', { contact_id: 'c1', company_id: 'y' }))).toBe(2);
    expect(levels.place(row('contact_companies', { company_id: 'y' }))).toBe(3);
  });

  it('puts a whole-table statement after everything on its table, and a barrier after everything', () => {
    const levels = new WriteLevels();
    levels.place(row('purchases', { id: 'p' }));
    levels.place(row('purchases', { id: 'p' }));
    expect(levels.place({ kind: 'table', table: 'purchases' })).toBe(2);
    expect(levels.place(row('purchases', { id: 'q' }))).toBe(3);
    expect(levels.place(row('tasks', { id: 't' }))).toBe(0);
    expect(levels.place({ kind: 'barrier' })).toBe(4);
    expect(levels.place(row('tasks', { id: 'u' }))).toBe(5);
  });
});
