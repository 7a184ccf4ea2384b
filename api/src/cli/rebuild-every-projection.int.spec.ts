import {
  communicationFieldsSchema,
  companyFieldsSchema,
  contactFieldsSchema,
  taskFieldsSchema,
  TaskStatus,
  type ContactCommand,
  type TaskCommand,
} from '@dealbook/contracts';
import {
  indexByEventType,
  projections,
  projectionStatements,
  rebuildProjections,
  readTableFacts,
  SetBasedWriter,
  type ProjectedEvent,
} from '@dealbook/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { prng } from '../../../test/support/prng.js';
import { executeCommand } from '../kernel/event-sourcing/execute-command.js';
import { companyDecider } from '../features/companies/company.decider.js';
import { contactDecider } from '../features/contacts/contact.decider.js';
import { openPersistence, type Persistence } from '../infra/persistence.js';
import { taskDecider } from '../features/tasks/task.decider.js';
import { newId } from '../kernel/ids.js';

const tables = [...new Set(projections.flatMap((projection) => projection.tables))];

/** Every row of every read model, as text, in a stable order. */
async function snapshot(persistence: Persistence): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<{ row: string }>`
      select t::text as row from ${sql.table(table)} t order by 1`.execute(persistence.db);
    result[table] = rows.map((row) => row.row);
  }
  const { rows } = await sql<{ definition: string }>`
    select indexdef as definition from pg_indexes where tablename = any(${tables}::text[]) order by 1`.execute(
    persistence.db,
  );
  result.indexes = rows.map((row) => row.definition);
  // The rebuild swaps fresh tables in: every name a migration may use must come back the same.
  const { rows: named } = await sql<{ definition: string }>`
    select format('%s %s %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) as definition
    from pg_constraint c where c.conrelid::regclass::text = any(${tables}::text[])
    union all
    select pg_get_triggerdef(t.oid) from pg_trigger t
    where not t.tgisinternal and t.tgrelid::regclass::text = any(${tables}::text[])
    order by 1`.execute(persistence.db);
  result.constraintsAndTriggers = named.map((row) => row.definition);
  const { rows: privileges } = await sql<{ definition: string }>`
    select format('%s %s', relname, relacl) as definition from pg_class
    where relnamespace = current_schema()::regnamespace and relname = any(${tables}::text[]) order by 1`.execute(
    persistence.db,
  );
  result.privileges = privileges.map((row) => row.definition);
  return result;
}

const noLookups = { unknownAssignees: [], unknownLinks: [] };

/**
 * The set-based rebuild against the inline path on a log that edits, links, unlinks and deletes
 * the same records many times over, interleaved, so that one batch holds several changes of one
 * row and the writer must keep their order.
 */
describe('rebuilding every read model set-based', () => {
  let database: TestDatabase;
  let persistence: Persistence;

  beforeAll(async () => {
    database = await createTestDatabase('rebuild_all');
    persistence = await openPersistence({ databaseUrl: database.url, dataDir: '' });
    const random = prng(23);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const metadata = { actorId: null, correlationId: newId() };
    const companies: { companyId: string; companyName: string }[] = [];
    for (let i = 0; i < 8; i++) {
      const company = { companyId: newId(), companyName: `Company ${i}` };
      companies.push(company);
      await executeCommand(persistence.store, companyDecider, {
        command: {
          type: 'RegisterCompany',
          companyId: company.companyId,
          fields: companyFieldsSchema.parse({ companyName: company.companyName }),
        },
        metadata,
      });
    }
    const contacts: string[] = [];
    const tasks: string[] = [];
    const contact = (command: ContactCommand) =>
      executeCommand(persistence.store, contactDecider, { command, metadata });
    const task = (command: TaskCommand) => executeCommand(persistence.store, taskDecider, { command, metadata });
    for (let i = 0; i < 260; i++) {
      const roll = random();
      if (contacts.length < 6 || roll < 0.15) {
        const contactId = newId();
        contacts.push(contactId);
        await contact({
          type: 'RegisterContact',
          contactId,
          reference: `CON-${String(i).padStart(6, '0')}`,
          fields: contactFieldsSchema.parse({
            firstName: 'Ada',
            lastName: `Number ${i}`,
            city: pick(['Leeds', 'York']),
          }),
          companies: [pick(companies)],
          referrals: [],
        });
      } else if (roll < 0.3) {
        await contact({
          type: 'UpdateContact',
          contactId: pick(contacts),
          changes: { lastName: `Renamed ${i}`, city: pick(['Bath', 'Hull']) },
        });
      } else if (roll < 0.42) {
        await contact({
          type: 'UpdateContact',
          contactId: pick(contacts),
          changes: {},
          companies: companies.filter(() => random() < 0.3),
          referrals: companies.filter(() => random() < 0.2),
        });
      } else if (roll < 0.47 && contacts.length > 6) {
        await contact({
          type: 'DeleteContact',
          contactId: contacts.splice(Math.floor(random() * contacts.length), 1)[0]!,
        });
      } else if (tasks.length < 4 || roll < 0.6) {
        const taskId = newId();
        tasks.push(taskId);
        await task({
          type: 'CreateTask',
          taskId,
          fields: taskFieldsSchema.parse({ subject: `Call ${i}` }),
          links: [{ type: 'company', id: pick(companies).companyId }],
          lookups: noLookups,
        });
      } else if (roll < 0.85) {
        await task({
          type: 'UpdateTask',
          taskId: pick(tasks),
          changes: { status: pick([TaskStatus.NotStarted, TaskStatus.Completed]), subject: `Moved ${i}` },
          links: {
            company: companies.filter(() => random() < 0.3).map((c) => c.companyId),
            contact: contacts.filter(() => random() < 0.1),
          },
          lookups: noLookups,
        });
      } else if (roll < 0.92 && tasks.length > 4) {
        await task({ type: 'DeleteTask', taskId: tasks.splice(Math.floor(random() * tasks.length), 1)[0]! });
      } else {
        await executeCommand(persistence.store, companyDecider, {
          command: { type: 'UpdateCompany', companyId: pick(companies).companyId, changes: { city: `City ${i}` } },
          metadata,
        });
      }
    }
  });

  afterAll(async () => {
    await persistence?.close();
    await database?.drop();
  });

  it('writes a batch in far fewer statements than one per change', async () => {
    await persistence.db
      .transaction()
      .execute(async (trx) => {
        const events = await persistence.rebuildSource!.readAllLocked(trx, undefined, 10_000);
        const statements = await projectionStatements(indexByEventType(projections), events);
        const writer = new SetBasedWriter(trx, await readTableFacts(trx));
        const planned = await writer.plan(statements);
        expect(statements.length).toBeGreaterThan(400);
        expect(planned.length).toBeLessThan(statements.length / 2);
        // Both merged forms occur: arrays unnested, and literal rows where a parameter is an array.
        expect(planned.some((statement) => typeof statement !== 'string')).toBe(true);
        expect(planned.some((statement) => typeof statement === 'string' && statement.includes('rebuild_values'))).toBe(
          true,
        );
        throw new Error('roll back');
      })
      .catch((error: unknown) => expect(String(error)).toContain('roll back'));
  });

  it('merges the writes of tables whose generated columns read the document (a call log)', async () => {
    // communications has generated columns cast to uuid: they are the row's own, not a sequence.
    const communications = projections.filter((projection) => projection.name === 'communications');
    const calls = Array.from({ length: 30 }, (_, i) => {
      const communicationId = newId();
      return {
        eventId: newId(),
        streamId: `communication-${communicationId}`,
        streamVersion: 1,
        type: 'CommunicationLogged',
        schemaVersion: 1,
        recordedAt: new Date(),
        metadata: { actorId: null, correlationId: newId() },
        data: {
          communicationId,
          links: [],
          massId: null,
          fields: communicationFieldsSchema.parse({ outcome: 'Called but no response', content: `Call ${i}` }),
        },
      } as ProjectedEvent;
    });
    const statements = await projectionStatements(indexByEventType(communications), calls);
    expect(statements).toHaveLength(30);
    const planned = await persistence.db.transaction().execute(async (trx) => {
      const writer = new SetBasedWriter(trx, await readTableFacts(trx));
      return writer.plan(statements);
    });
    expect(planned).toHaveLength(1);
  });

  it('sends documents as one JSON array, and keeps a document that is SQL NULL apart from JSON null', async () => {
    const insert = 'insert into merge_probe (id, doc) values ($1, $2::jsonb)';
    const row = (doc: unknown) => ({ sql: insert, parameters: [newId(), doc] });
    const written = await persistence.db
      .transaction()
      .execute(async (trx) => {
        await sql`create table merge_probe (id uuid primary key, doc jsonb)`.execute(trx);
        const writer = new SetBasedWriter(trx, await readTableFacts(trx));
        const documents = [row('{"name": "Ada"}'), row({ name: 'Grace' }), row('null'), row('"text"')];
        const withNull = [row('{"name": "Edsger"}'), row(null)];
        const plans = [await writer.plan(documents), await writer.plan(withNull)];
        for (const [plan, statements] of [
          [plans[0]!, documents],
          [plans[1]!, withNull],
        ] as const) {
          expect(plan).toHaveLength(1);
          await writer.run(plan, statements);
        }
        const { rows } = await sql<{ doc: string | null }>`
          select doc::text as doc from merge_probe order by doc::text nulls first`.execute(trx);
        expect(writer.fallbacks).toBe(0);
        throw Object.assign(new Error('roll back'), { rows, plans });
      })
      .catch((error: { rows?: unknown; plans?: { sql?: string }[][] }) => error);
    // The first batch in the JSON-array form; the second, holding a NULL, in the arrays form.
    expect(written.plans?.[0]?.[0]?.sql).toContain(
      'jsonb_array_elements(case when jsonb_array_length($2::jsonb) = $3::integer',
    );
    expect(written.plans?.[1]?.[0]?.sql).toContain('unnest($2::jsonb[])');
    expect(written.rows).toEqual([
      { doc: null },
      { doc: '"text"' },
      { doc: 'null' },
      { doc: '{"name": "Ada"}' },
      { doc: '{"name": "Edsger"}' },
      { doc: '{"name": "Grace"}' },
    ]);
  });

  it('fails a batch loudly, never shifting documents between rows, when a document is not one JSON value', async () => {
    const ids = [newId(), newId(), newId()];
    const update = 'update merge_probe set doc = $1::jsonb where id = $2';
    // Two JSON values in one text: joined into the array, they would be two documents.
    const statements = ['{"n": 1}, {"n": 2}', '{"n": 3}', '{"n": 4}'].map((doc, i) => ({
      sql: update,
      parameters: [doc, ids[i]],
    }));
    const outcome = await persistence.db
      .transaction()
      .execute(async (trx) => {
        await sql`create table merge_probe (id uuid primary key, doc jsonb)`.execute(trx);
        await sql`insert into merge_probe (id) select unnest(${ids}::uuid[])`.execute(trx);
        const writer = new SetBasedWriter(trx, await readTableFacts(trx));
        const plan = await writer.plan(statements);
        expect(plan).toHaveLength(1);
        const failure = await writer.run(plan, statements).then(
          () => undefined,
          (error: unknown) => String(error),
        );
        throw Object.assign(new Error('roll back'), { failure, fallbacks: writer.fallbacks });
      })
      .catch((error: { failure?: string; fallbacks?: number }) => error);
    // The merged form failed and the batch ran statement by statement, where the faulty one fails.
    expect(outcome.fallbacks).toBe(1);
    expect(outcome.failure).toMatch(/invalid input syntax for type json/);
  });

  it.each([
    ['the whole log in one batch', 10_000],
    ['batches that split records’ histories', 37],
  ])('equals the inline-built models row for row: %s', async (_, batchSize) => {
    // A reporting role reading one table keeps its grant.
    await sql`grant select on companies to public`.execute(persistence.db);
    const inline = await snapshot(persistence);
    expect(inline.contacts!.length).toBeGreaterThan(20);
    expect(inline.contact_companies!.length).toBeGreaterThan(10);
    expect(inline.privileges).toEqual(expect.arrayContaining([expect.stringMatching(/^companies .*=r\//)]));
    expect(inline.constraintsAndTriggers).toEqual(
      expect.arrayContaining([
        expect.stringContaining('companies_pkey'),
        expect.stringContaining('users_access_changed'),
      ]),
    );
    const { rows: completed } = await sql<{ n: number }>`select count(*)::int as n from tasks where completed`.execute(
      persistence.db,
    );
    expect(completed[0]!.n).toBeGreaterThan(0);

    await sql`update contacts set doc = doc || '{"lastName": "tampered"}'::jsonb`.execute(persistence.db);
    const messages: string[] = [];
    await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections,
      batchSize,
      log: (message) => messages.push(message),
    });
    expect(messages).toEqual([]);
    expect(await snapshot(persistence)).toEqual(inline);
  });
});
