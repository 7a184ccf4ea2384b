import {
  AttendeeStatus,
  crmEventFieldsSchema,
  noteFieldsSchema,
  paymentFieldsSchema,
  taskFieldsSchema,
  type AttachmentUploaded,
  type RecordRef,
} from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../api/src/infra/database/connect.js';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { createTestDatabase } from '../../../test/support/test-database.js';
import { attachmentProjection } from '../attachments/attachment.projection.js';
import { parseAttachmentFilter, searchAttachments } from '../attachments/attachment.queries.js';
import { crmEventProjection } from '../crm-events/crm-event.projection.js';
import { parseCrmEventFilter, searchCrmEvents } from '../crm-events/crm-event.queries.js';
import { migrations } from '../migrations/index.js';
import { migrateReadModels } from '../migrations/migrate-read-models.js';
import { noteProjection } from '../notes/note.projection.js';
import { parseNoteFilter, searchNotes } from '../notes/note.queries.js';
import { paymentProjection } from '../payments/payment.projection.js';
import { parsePaymentFilter, searchPayments } from '../payments/payment.queries.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { findCompanyChildIds, findContactChildIds } from './linked-children.queries.js';
import { taskProjection } from '../tasks/task.projection.js';
import { parseTaskFilter, searchTasks } from '../tasks/task.queries.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';

const readModels = useReadModelDatabase('linked_children');
let db: Kysely<ReadModelDatabase>;
beforeAll(() => {
  db = readModels();
});

/** The kit records event n of a stream at 09:00:0n. */
const at = (version: number) => `2026-01-01T09:00:0${version}.000Z`;
const page = { limit: 10, offset: 0 };

async function linkTimes(table: string, id: string): Promise<Record<string, string>> {
  const { rows } = await sql<{ linked_at: Record<string, string> }>`
    select linked_at from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows[0]!.linked_at;
}

async function allLinkTimes(table: string) {
  const { rows } = await sql`select id, version, linked_at from ${sql.table(table)} order by id`.execute(db);
  return rows;
}

describe('link times of the child read models (linked_at)', () => {
  it('tasks: each parent orders its tasks by when they were linked to it, latest first', async () => {
    const spec = projectionSpec(db, taskProjection);
    const company: RecordRef = { type: 'company', id: randomUUID() };
    const project: RecordRef = { type: 'project', id: randomUUID() };
    const [early, late] = [randomUUID(), randomUUID()];
    const fields = (subject: string, dueDate: string) => taskFieldsSchema.parse({ subject, dueDate });
    // The early task is due first, so the usual order (open, then by due date) puts it first.
    await spec.given(
      `task-${early}`,
      { type: 'TaskCreated', data: { taskId: early, fields: fields('Early', '2026-02-01T00:00:00.000Z') } },
      { type: 'TaskLinked', data: { taskId: early, to: company } },
    );
    await spec.given(
      `task-${late}`,
      { type: 'TaskCreated', data: { taskId: late, fields: fields('Late', '2026-03-01T00:00:00.000Z') } },
      { type: 'TaskUpdated', data: { taskId: late, changes: { subject: { from: 'Late', to: 'Later' } } } },
      { type: 'TaskLinked', data: { taskId: late, to: company } },
      { type: 'TaskLinked', data: { taskId: late, to: project } },
    );
    expect(await linkTimes('tasks', early)).toEqual({ [company.id]: at(2) });
    expect(await linkTimes('tasks', late)).toEqual({ [company.id]: at(3), [project.id]: at(4) });

    const before = await allLinkTimes('tasks');
    await spec.replayAll();
    expect(await allLinkTimes('tasks')).toEqual(before);

    const ofCompany = await searchTasks(db, parseTaskFilter({ companies: company.id }), page);
    expect(ofCompany.rows.map((task) => task._id)).toEqual([late, early]);
    expect((await findCompanyChildIds(db, company.id)).tasks).toEqual([late, early]);
    // Paged by cursor in the same order.
    const first = await searchTasks(db, parseTaskFilter({ companies: company.id }), { limit: 1, offset: 0 });
    expect(first.rows.map((task) => task._id)).toEqual([late]);
    const after = first.nextCursor ?? undefined;
    const second = await searchTasks(db, parseTaskFilter({ companies: company.id }), { limit: 1, offset: 0, after });
    expect(second.rows.map((task) => task._id)).toEqual([early]);
    expect(second.nextCursor).toBeNull();
    // An explicit sort still wins, and a list that names no single parent keeps its own order.
    const byDue = await searchTasks(db, parseTaskFilter({ companies: company.id }), { ...page, sort: 'dueDate' });
    expect(byDue.rows.map((task) => task._id)).toEqual([early, late]);
    const all = await searchTasks(db, parseTaskFilter({ companies: [company.id, project.id] }), page);
    expect(all.rows.map((task) => task._id)).toEqual([early, late]);

    // Linked again later, the early task goes back to the front; an unlink forgets the time.
    await spec.given(
      `task-${early}`,
      { type: 'TaskUnlinked', data: { taskId: early, from: company } },
      { type: 'TaskLinked', data: { taskId: early, to: company } },
    );
    await spec.given(`task-${late}`, { type: 'TaskUnlinked', data: { taskId: late, from: project } });
    expect(await linkTimes('tasks', early)).toEqual({ [company.id]: at(4) });
    expect(await linkTimes('tasks', late)).toEqual({ [company.id]: at(3) });
    const again = await searchTasks(db, parseTaskFilter({ companies: company.id }), page);
    expect(again.rows.map((task) => task._id)).toEqual([early, late]);
  });

  it('notes: pinned notes stay on top, then latest linked first', async () => {
    const spec = projectionSpec(db, noteProjection);
    const contact: RecordRef = { type: 'contact', id: randomUUID() };
    const [pinned, early, late] = [randomUUID(), randomUUID(), randomUUID()];
    const add = (noteId: string, content: string, isPinned = false) => ({
      type: 'NoteAdded' as const,
      data: { noteId, authorId: null, fields: noteFieldsSchema.parse({ content, pinned: isPinned }) },
    });
    const edit = (noteId: string, from: string, to: string) => ({
      type: 'NoteEdited' as const,
      data: { noteId, changes: { content: { from, to } } },
    });
    await spec.given(
      `note-${pinned}`,
      add(pinned, 'Pinned', true),
      edit(pinned, 'Pinned', 'Pinned!'),
      edit(pinned, 'Pinned!', 'Pinned!!'),
      { type: 'NoteLinked', data: { noteId: pinned, to: contact } },
    );
    await spec.given(`note-${late}`, add(late, 'Late'), edit(late, 'Late', 'Later'), {
      type: 'NoteLinked',
      data: { noteId: late, to: contact },
    });
    await spec.given(`note-${early}`, add(early, 'Early'), {
      type: 'NoteLinked',
      data: { noteId: early, to: contact },
    });
    await spec.replayAll();

    expect(await linkTimes('notes', late)).toEqual({ [contact.id]: at(3) });
    // The contact's own id list is the plain link order; the notes list keeps pinned ones on top.
    expect((await findContactChildIds(db, contact.id)).notes).toEqual([pinned, late, early]);
    await spec.given(`note-${early}`, edit(early, 'Early', 'Earlier'), edit(early, 'Earlier', 'Earliest'));
    await spec.given(`note-${early}`, { type: 'NoteUnlinked', data: { noteId: early, from: contact } });
    await spec.given(`note-${early}`, { type: 'NoteLinked', data: { noteId: early, to: contact } });
    expect(await linkTimes('notes', early)).toEqual({ [contact.id]: at(6) });
    expect((await findContactChildIds(db, contact.id)).notes).toEqual([early, pinned, late]);
    const notes = await searchNotes(db, parseNoteFilter({ contacts: contact.id }), page);
    expect(notes.rows.map((note) => note._id)).toEqual([pinned, early, late]);
  });

  it('payments: a payment linked to a project later comes first', async () => {
    const spec = projectionSpec(db, paymentProjection);
    const project: RecordRef = { type: 'project', id: randomUUID() };
    const [early, late] = [randomUUID(), randomUUID()];
    const schedule = (paymentId: string) => ({
      type: 'PaymentScheduled' as const,
      data: { paymentId, fields: paymentFieldsSchema.parse({ amountIncVAT: 120 }) },
    });
    await spec.given(`payment-${late}`, schedule(late));
    await spec.given(`payment-${early}`, schedule(early), {
      type: 'PaymentLinked',
      data: { paymentId: early, to: project },
    });
    await spec.given(
      `payment-${late}`,
      { type: 'PaymentUpdated', data: { paymentId: late, changes: { description: { from: '', to: 'Fee' } } } },
      { type: 'PaymentLinked', data: { paymentId: late, to: project } },
    );
    await spec.replayAll();

    expect(await linkTimes('payments', late)).toEqual({ [project.id]: at(3) });
    const payments = await searchPayments(db, parsePaymentFilter({ projects: project.id }), page);
    expect(payments.rows.map((payment) => payment._id)).toEqual([late, early]);
  });

  it('attachments: uploaded already linked, the link time is the upload; a later link comes first', async () => {
    const spec = projectionSpec(db, attachmentProjection);
    const company: RecordRef = { type: 'company', id: randomUUID() };
    const [uploadedTo, linkedLater] = [randomUUID(), randomUUID()];
    const upload = (attachmentId: string, links: RecordRef[]): AttachmentUploaded => ({
      type: 'AttachmentUploaded',
      data: {
        attachmentId,
        fileName: 'a.txt',
        description: '',
        contentType: 'text/plain',
        size: 1,
        storageKey: `attachments/${attachmentId}`,
        uploadedBy: null,
        links,
      },
    });
    await spec.given(`attachment-${uploadedTo}`, upload(uploadedTo, [company]));
    await spec.given(`attachment-${linkedLater}`, upload(linkedLater, []), {
      type: 'AttachmentLinked',
      data: { attachmentId: linkedLater, to: company },
    });
    await spec.replayAll();

    expect(await linkTimes('attachments', uploadedTo)).toEqual({ [company.id]: at(1) });
    expect(await linkTimes('attachments', linkedLater)).toEqual({ [company.id]: at(2) });
    const attachments = await searchAttachments(db, parseAttachmentFilter({ companies: company.id }), page);
    expect(attachments.rows.map((attachment) => attachment._id)).toEqual([linkedLater, uploadedTo]);
    expect((await findCompanyChildIds(db, company.id)).attachments).toEqual([linkedLater, uploadedTo]);

    await spec.given(`attachment-${linkedLater}`, {
      type: 'AttachmentUnlinked',
      data: { attachmentId: linkedLater, from: company },
    });
    expect(await linkTimes('attachments', linkedLater)).toEqual({});
  });

  it('crm events: a contact’s events attended, latest invitation first', async () => {
    const spec = projectionSpec(db, crmEventProjection);
    const contact = randomUUID();
    const [invitedFirst, invitedLast] = [randomUUID(), randomUUID()];
    const schedule = (eventId: string, eventDate: string) => ({
      type: 'CrmEventScheduled' as const,
      data: { eventId, fields: crmEventFieldsSchema.parse({ description: 'Dinner', eventDate }) },
    });
    const invite = (eventId: string) => ({
      type: 'AttendeeInvited' as const,
      data: { eventId, attendee: contact, status: AttendeeStatus.Invited, hasResponded: false },
    });
    // The event invited to last takes place first: the list follows the invitations, not the dates.
    await spec.given(`event-${invitedFirst}`, schedule(invitedFirst, '2026-12-01T19:00:00Z'), invite(invitedFirst));
    await spec.given(
      `event-${invitedLast}`,
      schedule(invitedLast, '2026-06-01T19:00:00Z'),
      { type: 'CrmEventStatusChanged', data: { eventId: invitedLast, from: 1, to: 2 } },
      invite(invitedLast),
    );
    await spec.replayAll();

    expect(await linkTimes('crm_events', invitedLast)).toEqual({ [contact]: at(3) });
    expect((await findContactChildIds(db, contact)).eventsAttended).toEqual([invitedLast, invitedFirst]);
    const attended = await searchCrmEvents(db, parseCrmEventFilter({ attendees: contact }), page);
    expect(attended.rows.map((event) => event._id)).toEqual([invitedLast, invitedFirst]);

    await spec.given(`event-${invitedLast}`, {
      type: 'AttendeeRemoved',
      data: { eventId: invitedLast, attendee: contact },
    });
    expect(await linkTimes('crm_events', invitedLast)).toEqual({});
    expect((await findContactChildIds(db, contact)).eventsAttended).toEqual([invitedFirst]);
  });
});

describe('migration 0018 on a read model built before it', () => {
  it('gives the links already there their child’s creation time', async () => {
    const before = await createTestDatabase('linked_children_migration');
    const old = connectDatabase(before.url);
    try {
      const migrator = new Migrator({
        db: old.db,
        provider: { getMigrations: async () => migrations },
        migrationTableName: 'read_model_migrations',
        migrationLockTableName: 'read_model_migrations_lock',
      });
      expect((await migrator.migrateTo('0017-list-indexes')).error).toBeUndefined();
      const [task, event, company, contact] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const created = new Date('2025-05-06T07:08:09.123Z');
      await sql`
        insert into tasks (id, version, doc, created_at, updated_at)
        values (${task}, 2, ${JSON.stringify({ subject: 'Old', status: 1, dueDate: created.toISOString(), companies: [company], contacts: [contact] })}::jsonb, ${created}, ${created})`.execute(
        old.db,
      );
      await sql`
        insert into crm_events (id, version, doc, event_date, created_at, updated_at)
        values (${event}, 2, ${JSON.stringify({ description: 'Old', eventType: 1, status: 1, budgetedCost: 0, actualCost: 0, attendees: [{ attendee: contact }] })}::jsonb, ${created}, ${created}, ${created})`.execute(
        old.db,
      );
      await migrateReadModels(old.db);
      const times = async (table: string, id: string) =>
        (await sql<{ linked_at: unknown }>`select linked_at from ${sql.table(table)} where id = ${id}`.execute(old.db))
          .rows[0]?.linked_at;
      expect(await times('tasks', task)).toEqual({
        [company]: created.toISOString(),
        [contact]: created.toISOString(),
      });
      expect(await times('crm_events', event)).toEqual({ [contact]: created.toISOString() });
    } finally {
      await old.close();
      await before.drop();
    }
  });
});
