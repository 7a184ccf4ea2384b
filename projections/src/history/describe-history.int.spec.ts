import { randomUUID } from 'node:crypto';
import { ProjectStatus, TaskStatus, type SentencePart } from '@dealbook/contracts';
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { describeHistory, type EventToDescribe } from './describe-history.js';

const readModels = useReadModelDatabase('describe_history');
let db: Kysely<ReadModelDatabase>;

const oliver = { _id: randomUUID(), fullName: 'Oliver Grant' };
const jane = randomUUID();
const companies = Array.from({ length: 12 }, (_, n) => ({ id: randomUUID(), name: `Company ${n + 1} Ltd` }));
const task = { id: randomUUID(), subject: 'Review the heads of terms' };
const project = { id: randomUUID(), name: 'Acme sale' };

beforeAll(async () => {
  db = readModels();
  const now = new Date();
  for (const company of companies) {
    await sql`insert into companies (id, version, doc, created_at, updated_at)
      values (${company.id}, 1, ${JSON.stringify({ companyName: company.name })}::jsonb, ${now}, ${now})`.execute(db);
  }
  await sql`insert into tasks (id, version, doc, created_at, updated_at)
    values (${task.id}, 1, ${JSON.stringify({ subject: task.subject, status: 1, priority: 2 })}::jsonb, ${now}, ${now})`.execute(
    db,
  );
  await sql`insert into users (id, email, first_name, last_name, role, version, created_at, updated_at)
    values (${jane}, 'jane@example.com', 'Jane', 'Smith', 2, 1, ${now}, ${now})`.execute(db);
});

/** The words of a line, and its linked names with what they link to. */
const text = (parts: SentencePart[]) => parts.map((part) => part.text).join('');
const links = (parts: SentencePart[]) =>
  parts.filter((part) => part.record).map((part) => [part.text, part.record!.type, part.record!._id]);

const onTask = (type: string, data: unknown): EventToDescribe => ({
  type,
  data,
  actor: oliver,
  record: { type: 'task', id: task.id },
});

/** A connection that counts the statements it runs. */
function counting(): { db: Kysely<ReadModelDatabase>; count: () => number } {
  let queries = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), count: () => queries };
}

describe('describeHistory', () => {
  it('says who did what to which record, by name, each name linked', async () => {
    const [line] = await describeHistory(db, [
      onTask('TaskLinked', { taskId: task.id, to: { type: 'company', id: companies[0]!.id } }),
    ]);
    expect(text(line!)).toBe('Oliver Grant linked the task ‘Review the heads of terms’ to Company 1 Ltd');
    expect(links(line!)).toEqual([
      ['Oliver Grant', 'user', oliver._id],
      ['‘Review the heads of terms’', 'task', task.id],
      ['Company 1 Ltd', 'company', companies[0]!.id],
    ]);
  });

  it('reads statuses, people and deleted records in words, never as ids or enumeration names', async () => {
    const lines = await describeHistory(db, [
      onTask('TaskStatusChanged', {
        taskId: task.id,
        from: TaskStatus.NotStarted,
        to: TaskStatus.WaitingOnSomeoneElse,
      }),
      onTask('TaskReassigned', { taskId: task.id, from: [], to: [jane] }),
      onTask('TaskUnlinked', { taskId: task.id, from: { type: 'company', id: randomUUID() } }),
      {
        type: 'ProjectStatusChanged',
        data: { projectId: project.id, from: ProjectStatus.PitchHeld, to: ProjectStatus.DealsAtHeads },
        actor: null,
        record: { type: 'project', id: project.id, name: project.name },
      },
      {
        type: 'TaskDeleted',
        data: { taskId: randomUUID(), subject: 'Send the teaser', assignedTo: [] },
        actor: oliver,
        record: { type: 'task', id: randomUUID() },
      },
    ]);
    expect(lines.map(text)).toEqual([
      'Oliver Grant changed the status of the task ‘Review the heads of terms’ from Not Started to Waiting On Someone Else',
      'Oliver Grant assigned the task ‘Review the heads of terms’ to Jane Smith',
      'Oliver Grant unlinked the task ‘Review the heads of terms’ from a deleted company',
      'The system changed the project status of the project Acme sale from Pitch Held to Deals At Heads',
      'Oliver Grant deleted the task ‘Send the teaser’',
    ]);
    expect(JSON.stringify(lines.map(text))).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('reads the names in one query per kind of record and one for people, however many lines', async () => {
    const events = companies.flatMap((company) => [
      onTask('TaskLinked', { taskId: task.id, to: { type: 'company', id: company.id } }),
      onTask('TaskReassigned', { taskId: task.id, from: [], to: [jane] }),
    ]);
    const few = counting();
    await describeHistory(few.db, events.slice(0, 2));
    const many = counting();
    const lines = await describeHistory(many.db, events);
    expect(lines).toHaveLength(24);
    expect(text(lines[22]!)).toBe('Oliver Grant linked the task ‘Review the heads of terms’ to Company 12 Ltd');
    // Companies, tasks and people: three statements for two lines as for twenty-four.
    expect(many.count()).toBe(few.count());
    expect(many.count()).toBe(3);
  });
});
