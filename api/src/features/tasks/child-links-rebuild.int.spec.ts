import {
  AttendeeStatus,
  crmEventFieldsSchema,
  noteFieldsSchema,
  paymentFieldsSchema,
  taskFieldsSchema,
  type DomainEvent,
  type RecordRef,
} from '@dealbook/contracts';
import {
  attachmentProjection,
  crmEventProjection,
  noteProjection,
  paymentProjection,
  rebuildProjections,
  taskProjection,
} from '@dealbook/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { prng } from '../../../../test/support/prng.js';
import { openPersistence, type Persistence } from '../../infra/persistence.js';
import { newId } from '../../kernel/ids.js';

const tables = ['tasks', 'notes', 'payments', 'attachments', 'crm_events'] as const;
const childProjections = [taskProjection, noteProjection, paymentProjection, attachmentProjection, crmEventProjection];

async function snapshot(persistence: Persistence) {
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    ({ rows: rows[table] } = await sql`
      select id, version, doc, linked_at, created_at, updated_at from ${sql.table(table)} order by id`.execute(
      persistence.db,
    ));
  }
  return rows;
}

/**
 * The link times (`linked_at`) come from each link event's recorded time: replaying the log
 * must give the same times the inline projection wrote as the events were appended.
 */
describe('rebuilding the child read models with their link times', () => {
  let database: TestDatabase;
  let persistence: Persistence;

  beforeAll(async () => {
    database = await createTestDatabase('rebuild_children');
    persistence = await openPersistence({ databaseUrl: database.url, dataDir: '' });
    const random = prng(23);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const parents: RecordRef[] = [
      ...Array.from({ length: 3 }, () => ({ type: 'company' as const, id: newId() })),
      ...Array.from({ length: 3 }, () => ({ type: 'project' as const, id: newId() })),
    ];
    const contacts = Array.from({ length: 4 }, () => newId());
    const versions = new Map<string, number>();
    const append = async (streamId: string, ...events: DomainEvent[]) => {
      const version = versions.get(streamId) ?? 0;
      const metadata = { actorId: null, correlationId: newId(), causationId: null };
      const recorded = events.map((event) => ({ eventId: newId(), schemaVersion: 1, metadata, ...event }));
      await persistence.store.append(streamId, recorded, { expectedVersion: version });
      versions.set(streamId, version + events.length);
    };

    const tasks: string[] = [];
    const notes: string[] = [];
    const payments: string[] = [];
    const attachments: string[] = [];
    const events: string[] = [];
    for (let i = 0; i < 150; i++) {
      const roll = random();
      const to = pick(parents);
      if (roll < 0.1 || tasks.length === 0) {
        const taskId = newId();
        tasks.push(taskId);
        await append(
          `task-${taskId}`,
          { type: 'TaskCreated', data: { taskId, fields: taskFieldsSchema.parse({ subject: `Task ${i}` }) } },
          { type: 'TaskLinked', data: { taskId, to } },
        );
      } else if (roll < 0.2 || notes.length === 0) {
        const noteId = newId();
        notes.push(noteId);
        const fields = noteFieldsSchema.parse({ content: `Note ${i}` });
        await append(`note-${noteId}`, { type: 'NoteAdded', data: { noteId, authorId: null, fields } });
      } else if (roll < 0.3 || payments.length === 0) {
        const paymentId = newId();
        payments.push(paymentId);
        const fields = paymentFieldsSchema.parse({ amountIncVAT: 100 + i });
        await append(`payment-${paymentId}`, { type: 'PaymentScheduled', data: { paymentId, fields } });
      } else if (roll < 0.37 || attachments.length === 0) {
        const attachmentId = newId();
        attachments.push(attachmentId);
        await append(`attachment-${attachmentId}`, {
          type: 'AttachmentUploaded',
          data: {
            attachmentId,
            fileName: `file-${i}.txt`,
            description: '',
            contentType: 'text/plain',
            size: i,
            storageKey: `attachments/${attachmentId}`,
            uploadedBy: null,
            links: random() < 0.5 ? [to] : [],
          },
        });
      } else if (roll < 0.42 || events.length === 0) {
        const eventId = newId();
        events.push(eventId);
        const fields = crmEventFieldsSchema.parse({ description: `Event ${i}`, eventDate: '2027-01-01T09:00:00Z' });
        await append(`event-${eventId}`, { type: 'CrmEventScheduled', data: { eventId, fields } });
      } else if (roll < 0.55) {
        const taskId = pick(tasks);
        const linked = random() < 0.6;
        await append(
          `task-${taskId}`,
          linked ? { type: 'TaskLinked', data: { taskId, to } } : { type: 'TaskUnlinked', data: { taskId, from: to } },
        );
      } else if (roll < 0.68) {
        const noteId = pick(notes);
        await append(`note-${noteId}`, { type: 'NoteLinked', data: { noteId, to } });
      } else if (roll < 0.78) {
        const paymentId = pick(payments);
        const linked = random() < 0.7;
        await append(
          `payment-${paymentId}`,
          linked
            ? { type: 'PaymentLinked', data: { paymentId, to } }
            : { type: 'PaymentUnlinked', data: { paymentId, from: to } },
        );
      } else if (roll < 0.88) {
        const attachmentId = pick(attachments);
        const linked = random() < 0.7;
        await append(
          `attachment-${attachmentId}`,
          linked
            ? { type: 'AttachmentLinked', data: { attachmentId, to } }
            : { type: 'AttachmentUnlinked', data: { attachmentId, from: to } },
        );
      } else {
        const eventId = pick(events);
        const attendee = pick(contacts);
        await append(
          `event-${eventId}`,
          random() < 0.75
            ? {
                type: 'AttendeeInvited',
                data: { eventId, attendee, status: AttendeeStatus.Invited, hasResponded: false },
              }
            : { type: 'AttendeeRemoved', data: { eventId, attendee } },
        );
      }
    }
  });

  afterAll(async () => {
    await persistence?.close();
    await database?.drop();
  });

  it('replays the log into fresh tables equal row for row to the inline-built models, link times included', async () => {
    const inline = await snapshot(persistence);
    for (const table of tables) expect(inline[table]!.length, table).toBeGreaterThan(3);
    const withTimes = (table: string) =>
      (inline[table] as { linked_at: Record<string, string> }[]).filter((row) => Object.keys(row.linked_at).length > 0);
    for (const table of tables) expect(withTimes(table).length, table).toBeGreaterThan(1);

    for (const table of tables) {
      await sql`update ${sql.table(table)} set linked_at = '{"tampered": "1970-01-01T00:00:00.000Z"}'::jsonb`.execute(
        persistence.db,
      );
    }
    await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections: childProjections,
    });
    expect(await snapshot(persistence)).toEqual(inline);
  });
});
