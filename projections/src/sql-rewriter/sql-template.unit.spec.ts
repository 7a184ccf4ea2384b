import { describe, expect, it } from 'vitest';
import { readStatementShape } from './sql-template.js';

describe('reading a projection statement’s shape', () => {
  it('reads a Kysely insert: its table, key parameters, conflict target and VALUES row', () => {
    const text =
      'insert into "companies" ("id", "version", "doc", "created_at", "updated_at") values ($1, $2, $3, $4, $5) on conflict ("id") do nothing';
    const shape = readStatementShape(text);
    expect(shape).toMatchObject({ kind: 'insert', table: 'companies', rowLocal: true, conflictTarget: ['id'] });
    if (shape?.kind !== 'insert') throw new Error('not an insert');
    expect(shape.keys.get('id')).toBe(1);
    expect(text.slice(shape.row.start, shape.row.end)).toBe('($1, $2, $3, $4, $5)');
    expect(text.slice(shape.valuesAt)).toMatch(/^values /);
  });

  it('reads an update’s key from its WHERE, never from a column it sets', () => {
    const shape = readStatementShape(
      'update "tasks" set doc = doc || $1::jsonb, version = $2, updated_at = $3 where id = $4 and version < $5',
    );
    expect(shape).toMatchObject({ kind: 'update', table: 'tasks', rowLocal: true });
    expect([...shape!.keys]).toEqual([['id', 4]]);
    expect(readStatementShape('update "t" set id = $1 where id = $2')!.keys.size).toBe(0);
  });

  it('counts a subquery over the row’s own document as reading only its row', () => {
    const shape = readStatementShape(`update "tasks" set doc = jsonb_set(doc, '{companies}'::text[],
      coalesce((select jsonb_agg(e) from jsonb_array_elements(doc->'companies') e where e <> to_jsonb($1::text)), '[]'::jsonb))
      where id = $2 and version < $3`);
    expect(shape?.rowLocal).toBe(true);
  });

  it('refuses row-locality to a statement that reads another table or calls an unknown function', () => {
    expect(
      readStatementShape(
        'update purchases set last_contact_id = (select c.id from purchase_comms c where c.purchases ? $1) where id = $2',
      )?.rowLocal,
    ).toBe(false);
    expect(readStatementShape('update "t" set at = now() where id = $1')?.rowLocal).toBe(false);
  });

  it('gives up on what it does not read exactly', () => {
    expect(readStatementShape('update purchases p set x = 1 from other o where p.id = o.id')).toBeUndefined();
    expect(readStatementShape('insert into "t" ("a") values ($1), ($2)')).toBeUndefined();
    expect(readStatementShape('insert into "t" ("a") select $1')).toBeUndefined();
    expect(readStatementShape('update "t" set a = E\'x\' where id = $1')).toBeUndefined();
    expect(readStatementShape('update "t" set a = 1 where id = $1 or id = $2')).toBeUndefined();
    expect(readStatementShape('delete from "public"."t" where id = $1')).toBeUndefined();
  });

  it('reads a delete by part of a composite key', () => {
    const shape = readStatementShape('delete from "contact_companies" where "contact_id" = $1');
    expect(shape).toMatchObject({ kind: 'delete', table: 'contact_companies' });
    expect([...shape!.keys]).toEqual([['contact_id', 1]]);
  });
});
