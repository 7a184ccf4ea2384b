import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { mergeOf, merged, type Merge, type MergeForm, type PlannedStatement } from './merged-statements.js';
import { toSqlText } from '../runner/sql-text.js';
import type { RecordedStatement } from '../runner/statement-recorder.js';
import { readStatementShape, type StatementShape } from './sql-template.js';
import { WriteLevels, type Footprint } from './write-levels.js';

type Db = Kysely<ReadModelDatabase>;

/** What the catalogue says about the tables projections write, as far as reordering goes. */
export interface TableFacts {
  /** Primary-key columns and their types, per table. */
  primaryKeys: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /**
   * Tables with triggers, or defaults that differ from one row to the next (a sequence, a random
   * or a clock): their statements keep their place among all. A generated column is computed
   * from its own row alone, and does not make a table ordered.
   */
  ordered: ReadonlySet<string>;
}

export async function readTableFacts(db: Db): Promise<TableFacts> {
  const keys = await sql<{ table: string; column: string; type: string }>`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indisprimary and c.relnamespace = current_schema()::regnamespace`.execute(db);
  const ordered = await sql<{ table: string }>`
    select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace
    union
    select c.relname from pg_attrdef d join pg_class c on c.oid = d.adrelid
    join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
    where pg_get_expr(d.adbin, d.adrelid) ~* '(nextval|random|clock_timestamp|uuid)[a-z0-9_]*[(]'
      and a.attgenerated = '' and c.relnamespace = current_schema()::regnamespace
    union
    select c.relname from pg_attribute a join pg_class c on c.oid = a.attrelid
    where a.attidentity <> '' and c.relnamespace = current_schema()::regnamespace`.execute(db);
  const primaryKeys = new Map<string, Map<string, string>>();
  for (const { table, column, type } of keys.rows) {
    if (!primaryKeys.has(table)) primaryKeys.set(table, new Map());
    primaryKeys.get(table)!.set(column, type);
  }
  return { primaryKeys, ordered: new Set(ordered.rows.map((row) => row.table)) };
}

const canonicalUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const integerText = (value: unknown): string | undefined => {
  const text = String(value).trim();
  return /^[+-]?\d+$/.test(text) ? String(BigInt(text)) : undefined;
};

/**
 * A key value as the row holds it, so that two spellings of one key compare equal: uuids in one
 * spelling, integers as integers. Text keys are left out (a collation may equate different
 * strings), as is anything not read exactly: such statements are ordered with their whole table.
 */
const keyText: Record<string, (value: unknown) => string | undefined> = {
  uuid: (value) => {
    const text = String(value);
    if (canonicalUuid.test(text)) return text;
    const hex = text.toLowerCase().replace(/[^0-9a-f]/g, '');
    if (hex.length !== 32) return undefined;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  },
  integer: integerText,
  bigint: integerText,
  smallint: integerText,
};

interface Template {
  shape: StatementShape | undefined;
  footprint: 'row' | 'table' | 'barrier';
  /** Sorted key columns, their parameters' positions and how to read their values. */
  keyColumns: string[];
  keyParams: number[];
  keyReaders: ((value: unknown) => string | undefined)[];
  /** Parameter types, for the merged forms: undefined until asked, null when PostgreSQL could not say. */
  types?: readonly string[] | null;
  /** Its merged forms, in `mergeForms` order; built on first use. */
  merges?: Merge[];
}

const mergeForms: readonly MergeForm[] = ['documents', 'arrays', 'literals'];

function templateOf(text: string, facts: TableFacts): Template {
  const shape = readStatementShape(text);
  const barrier: Template = { shape, footprint: 'barrier', keyColumns: [], keyParams: [], keyReaders: [] };
  const primaryKey = shape && facts.primaryKeys.get(shape.table);
  if (!shape || !primaryKey || !shape.rowLocal || facts.ordered.has(shape.table)) return barrier;
  const whole: Template = { ...barrier, footprint: 'table' };
  if (shape.kind === 'insert') {
    const target = shape.conflictTarget;
    const onKey = target === undefined || (target !== null && sameSet(target, [...primaryKey.keys()]));
    if (!onKey || ![...primaryKey.keys()].every((column) => shape.keys.has(column))) return whole;
  }
  const keyColumns = [...shape.keys.keys()].filter((column) => keyText[primaryKey.get(column) ?? '']).sort();
  if (keyColumns.length === 0) return whole;
  return {
    shape,
    footprint: 'row',
    keyColumns,
    keyParams: keyColumns.map((column) => shape.keys.get(column)! - 1),
    keyReaders: keyColumns.map((column) => keyText[primaryKey.get(column)!]!),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * Writes a batch of projection statements as few statements as it can without changing the
 * result: each statement gets a level (write-levels.ts), and within a level the statements of
 * one SQL text become one (merged-statements.ts): an INSERT … SELECT, UPDATE … FROM or DELETE …
 * USING over their parameters unnested into rows. Anything not understood keeps its place in the
 * log's order. The batch runs under a savepoint: a reordering can only differ by raising an error
 * (two rows meeting on a unique index other than the key), and then the batch is rolled back and
 * run one statement at a time.
 */
export class SetBasedWriter {
  private readonly templates = new Map<string, Template>();
  private prepared = 0;
  /** The writer's round trips, one unit at a time: a batch's savepoint must not interleave with a type query's. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Batches that had to run statement by statement. */
  fallbacks = 0;

  constructor(
    private readonly trx: Db,
    private readonly facts: TableFacts,
    private readonly onFallback?: (error: unknown) => void,
  ) {}

  /** The batch as statements, in the order they must run. */
  async plan(statements: readonly RecordedStatement[]): Promise<PlannedStatement[]> {
    const levels = new WriteLevels();
    const byLevel: Map<Template, RecordedStatement[]>[] = [];
    for (const statement of statements) {
      const template = this.template(statement.sql);
      const level = levels.place(this.footprint(template, statement));
      const groups = (byLevel[level] ??= new Map());
      const group = groups.get(template);
      if (group) group.push(statement);
      else groups.set(template, [statement]);
    }
    const planned: PlannedStatement[] = [];
    for (const groups of byLevel) {
      if (!groups) continue;
      for (const [template, members] of groups) {
        const statement =
          members.length > 1 && (await this.canMerge(template, members[0]!.sql))
            ? this.merge(template, members)
            : undefined;
        if (statement) planned.push(statement);
        else for (const member of members) planned.push(toSqlText(member));
      }
    }
    return planned;
  }

  /**
   * The group in the first form that can carry its values: documents as JSON arrays, then every
   * value in an array (a document that is SQL NULL), then literals (a value that is an array).
   */
  private merge(template: Template, members: readonly RecordedStatement[]): PlannedStatement | undefined {
    const forms = (template.merges ??= mergeForms.map((form) =>
      mergeOf(template.shape!, template.types, members[0]!.sql, form),
    ));
    for (const form of forms) {
      const statement = merged(form, members);
      if (statement !== undefined || form.kind !== 'unnest') return statement;
    }
    return undefined;
  }

  /** Runs a planned batch; on an error, runs the batch's own statements one by one instead. */
  run(planned: readonly PlannedStatement[], statements: readonly RecordedStatement[]): Promise<void> {
    return this.exclusive(() => this.runNow(planned, statements));
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async runNow(planned: readonly PlannedStatement[], statements: readonly RecordedStatement[]): Promise<void> {
    if (statements.length === 0) return;
    // Its own round trip: a statement PostgreSQL cannot parse fails the whole text, savepoint included.
    await sql`savepoint rebuild_batch`.execute(this.trx);
    try {
      // Runs of literal statements travel together; a bound statement is a round trip of its own.
      let texts: string[] = [];
      for (const statement of [...planned, 'release savepoint rebuild_batch']) {
        if (typeof statement === 'string') {
          texts.push(statement);
          continue;
        }
        if (texts.length > 0) await sql.raw(texts.join(';\n')).execute(this.trx);
        texts = [];
        await this.trx.executeQuery(CompiledQuery.raw(statement.sql, statement.parameters));
      }
      await sql.raw(texts.join(';\n')).execute(this.trx);
    } catch (error) {
      this.onFallback?.(error);
      this.fallbacks++;
      await sql.raw('rollback to savepoint rebuild_batch; release savepoint rebuild_batch').execute(this.trx);
      await sql.raw(statements.map(toSqlText).join(';\n')).execute(this.trx);
    }
  }

  private template(text: string): Template {
    let template = this.templates.get(text);
    if (!template) {
      template = templateOf(text, this.facts);
      this.templates.set(text, template);
    }
    return template;
  }

  private footprint(template: Template, statement: RecordedStatement): Footprint {
    if (template.footprint !== 'row') {
      return template.footprint === 'table' ? { kind: 'table', table: template.shape!.table } : { kind: 'barrier' };
    }
    const values: string[] = [];
    for (let i = 0; i < template.keyParams.length; i++) {
      const value = statement.parameters[template.keyParams[i]!];
      const key = value === null || value === undefined ? undefined : template.keyReaders[i]!(value);
      if (key === undefined) return { kind: 'table', table: template.shape!.table };
      values.push(key);
    }
    return { kind: 'row', table: template.shape!.table, columns: template.keyColumns, values };
  }

  /** Inserts always merge (as literal rows without types); updates and deletes need the types, asked once. */
  private async canMerge(template: Template, text: string): Promise<boolean> {
    const shape = template.shape;
    if (template.footprint !== 'row' || !shape) return false;
    if (shape.kind !== 'insert' && shape.whereAt < 0) return false;
    if (template.types === undefined) {
      template.types = await this.exclusive(() => this.parameterTypes(text, shape.parameterCount));
    }
    return shape.kind === 'insert' || template.types !== null;
  }

  private async parameterTypes(text: string, count: number): Promise<readonly string[] | null> {
    // A prepared statement outlives a rolled-back savepoint: each gets a name of its own.
    const name = `rebuild_template_${++this.prepared}`;
    await sql`savepoint rebuild_types`.execute(this.trx);
    try {
      await sql.raw(`prepare ${name} as ${text}`).execute(this.trx);
      const { rows } = await sql<{ types: string[] }>`
        select parameter_types::text[] as types from pg_prepared_statements where name = ${name}`.execute(this.trx);
      await sql.raw(`deallocate ${name}`).execute(this.trx);
      await sql`release savepoint rebuild_types`.execute(this.trx);
      const types = rows[0]?.types ?? [];
      return types.length === count && !types.includes('unknown') ? types : null;
    } catch {
      await sql`rollback to savepoint rebuild_types`.execute(this.trx);
      await sql`release savepoint rebuild_types`.execute(this.trx);
      return null;
    }
  }
}
