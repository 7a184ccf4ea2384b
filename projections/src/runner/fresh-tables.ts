import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;

/** The schema a rebuild loads into, beside the live tables, which go on serving until the swap. */
export const freshSchema = 'dealbook_rebuild';

/** An index the rebuild builds once over the loaded rows: its table and CREATE INDEX statement. */
export interface SecondaryIndex {
  table: string;
  definition: string;
}

interface Definition {
  table: string;
  /** `schema.table` as PostgreSQL's own definitions spell it (each part quoted where needed). */
  qualified: string;
  /** The same table in `freshSchema`, spelt the same way. */
  fresh: string;
  definition: string;
  kind: 'constraint' | 'grant' | 'unique' | 'secondary' | 'trigger';
  name: string;
}

/**
 * Empty copies of the live tables in `freshSchema`, with the same names for everything a later
 * migration may name: columns, defaults, generated columns and checks (`like … including all`),
 * primary keys and unique constraints and indexes (they arbitrate ON CONFLICT while loading),
 * triggers, and the privileges granted on them. Answers the other indexes, which the rebuild
 * builds once over the loaded rows rather than keeping them current through every write.
 */
export async function createFreshTables(db: Db, tables: readonly string[]): Promise<SecondaryIndex[]> {
  await refuseWhatASwapWouldLose(db, tables);
  await dropFreshTables(db);
  await sql`create schema ${sql.id(freshSchema)}`.execute(db);
  for (const table of tables) {
    await sql`create table ${sql.id(freshSchema, table)} (like ${sql.id(table)} including all excluding indexes)`.execute(
      db,
    );
  }
  const definitions = await liveDefinitions(db, tables);
  const secondary: SecondaryIndex[] = [];
  for (const { table, qualified, fresh, definition, kind, name } of definitions) {
    if (kind === 'constraint') {
      await sql`alter table ${sql.id(freshSchema, table)} add constraint ${sql.id(name)} ${sql.raw(definition)}`.execute(
        db,
      );
    } else if (kind === 'grant') {
      await sql.raw(definition).execute(db);
    } else {
      const made = onFreshTable(definition, qualified, fresh);
      if (kind === 'secondary') secondary.push({ table, definition: made });
      else await sql.raw(made).execute(db);
    }
  }
  return secondary;
}

/**
 * Replaces each live table with its fresh copy, inside the caller's transaction: the old table
 * goes (with its indexes and triggers), the new one takes its place and its name. Readers wait
 * only for this transaction; a plan cached on the old table is made again on the new one.
 */
export async function swapInFreshTables(trx: Db, tables: readonly string[], liveSchema: string): Promise<void> {
  for (const table of tables) {
    await sql`drop table ${sql.id(liveSchema, table)}`.execute(trx);
    await sql`alter table ${sql.id(freshSchema, table)} set schema ${sql.id(liveSchema)}`.execute(trx);
  }
  await sql`drop schema ${sql.id(freshSchema)}`.execute(trx);
}

/** Removes what a rebuild that did not finish left; the live tables are untouched. */
export async function dropFreshTables(db: Db): Promise<void> {
  await sql`drop schema if exists ${sql.id(freshSchema)} cascade`.execute(db);
}

/** The live tables' constraints, indexes, triggers and grants, as statements or definitions. */
async function liveDefinitions(db: Db, tables: readonly string[]): Promise<Definition[]> {
  const { rows } = await sql<Definition>`
    with live as (
      select c.oid, c.relname as table, format('%I.%I', n.nspname, c.relname) as qualified,
        format('%I.%I', ${freshSchema}::text, c.relname) as fresh
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.oid = current_schema()::regnamespace and c.relname = any(${tables}::text[])
    )
    select live.table, live.qualified, live.fresh, pg_get_constraintdef(k.oid) as definition, 'constraint' as kind,
      k.conname as name
    from live join pg_constraint k on k.conrelid = live.oid and k.conindid <> 0 and k.contype in ('p', 'u', 'x')
    union all
    select live.table, live.qualified, live.fresh, pg_get_indexdef(i.indexrelid),
      case when i.indisunique then 'unique' else 'secondary' end, index.relname
    from live join pg_index i on i.indrelid = live.oid join pg_class index on index.oid = i.indexrelid
    where not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    union all
    select live.table, live.qualified, live.fresh, pg_get_triggerdef(t.oid), 'trigger', t.tgname
    from live join pg_trigger t on t.tgrelid = live.oid and not t.tgisinternal
    union all
    select live.table, live.qualified, live.fresh,
      format('GRANT %s ON %s TO %s%s', a.privilege_type, live.fresh,
        case when a.grantee = 0 then 'PUBLIC' else quote_ident(r.rolname) end,
        case when a.is_grantable then ' WITH GRANT OPTION' else '' end),
      'grant', a.privilege_type
    from live join pg_class c on c.oid = live.oid cross join lateral aclexplode(c.relacl) a
    left join pg_roles r on r.oid = a.grantee
    where a.grantee <> c.relowner
    order by 5, 1, 6`.execute(db);
  return rows;
}

/**
 * Refuses, before anything is made, tables whose swap would lose something: a column drawing from
 * a sequence the table owns (the sequence would be dropped with it), row-level security and
 * foreign keys (copies are made without them), and views (they hold on to the table they were
 * made on). No read model has any of these; a migration that adds one has to teach the rebuild
 * first.
 */
async function refuseWhatASwapWouldLose(db: Db, tables: readonly string[]): Promise<void> {
  const { rows } = await sql<{ problem: string }>`
    with live as (
      select c.oid, c.relname, c.relrowsecurity from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relname = any(${tables}::text[])
    )
    select format('%s draws a column from the sequence %s', live.relname, s.oid::regclass) as problem
    from live join pg_depend d on d.refobjid = live.oid and d.deptype = 'a'
    join pg_class s on s.oid = d.objid and s.relkind = 'S'
    union all
    select format('%s has row-level security', live.relname) from live where live.relrowsecurity
    union all
    select format('the foreign key %s of %s', k.conname, k.conrelid::regclass)
    from pg_constraint k where k.contype = 'f' and (k.conrelid in (select oid from live) or k.confrelid in (select oid from live))
    union all
    select distinct format('the view %s reads %s', v.oid::regclass, live.relname)
    from live join pg_depend d on d.refobjid = live.oid and d.classid = 'pg_rewrite'::regclass
    join pg_rewrite w on w.oid = d.objid join pg_class v on v.oid = w.ev_class and v.oid <> live.oid
    order by 1`.execute(db);
  if (rows.length > 0) {
    throw new Error(`These tables cannot be rebuilt by a swap: ${rows.map((row) => row.problem).join('; ')}`);
  }
}

/** A live table's CREATE INDEX or CREATE TRIGGER, made on its fresh copy instead. */
function onFreshTable(definition: string, qualified: string, fresh: string): string {
  const on = ` ON ${qualified} `;
  const at = definition.indexOf(on);
  if (at < 0) throw new Error(`Cannot find the table in ${definition}`);
  return `${definition.slice(0, at)} ON ${fresh} ${definition.slice(at + on.length)}`;
}
