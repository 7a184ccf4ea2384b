import {
  personalPartsOf,
  ProjectEventTypes,
  PurchaseEventTypes,
  TaskEventTypes,
  type ProjectEvent,
  type PurchaseEvent,
  type TaskEvent,
} from '@dealbook/contracts';
import { sql, type RawBuilder } from 'kysely';
import { defineProjection } from '../runner/projection.js';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type ActivityEvent = ProjectEvent | PurchaseEvent | TaskEvent;

/** The redactions of the records whose events are copied here. */
const redactions = new Set(['ProjectTextRedacted', 'PurchaseTextRedacted', 'TaskTextRedacted']);
const ActivityEventTypes = [...ProjectEventTypes, ...PurchaseEventTypes, ...TaskEventTypes];
const projectTypes = new Set<string>(ProjectEventTypes);
const purchaseTypes = new Set<string>(PurchaseEventTypes);

/** The record an event is about: its aggregate's type and id (every payload names its own id). */
function recordOf(event: ActivityEvent): { type: 'project' | 'purchase' | 'task'; id: string } {
  if (projectTypes.has(event.type)) return { type: 'project', id: (event.data as { projectId: string }).projectId };
  if (purchaseTypes.has(event.type)) return { type: 'purchase', id: (event.data as { purchaseId: string }).purchaseId };
  return { type: 'task', id: (event.data as { taskId: string }).taskId };
}

/**
 * What happened to projects, purchasers and tasks, event by event (migration 0019): the "changed
 * since your last visit" of a dashboard reads the events on a person's own records from here
 * instead of reading every one of their streams. One row per event, keyed by its id, so a replay
 * writes nothing new.
 */
export const dashboardActivityProjection = defineProjection<ActivityEvent>({
  name: 'dashboard-activity',
  eventTypes: ActivityEventTypes,
  tables: ['dashboard_activity'],
  async apply(db, event) {
    const record = recordOf(event);
    if (redactions.has(event.type)) await redactEarlierActivity(db, record.id, event.streamVersion);
    // A row for most events of a log: a template (see `Projection`).
    await sql`
      insert into dashboard_activity (event_id, record_type, record_id, version, actor_id, recorded_at, event_type, data)
      values (${event.eventId}, ${record.type}, ${record.id}, ${event.streamVersion}, ${event.metadata.actorId},
        ${event.recordedAt}, ${event.type}, ${JSON.stringify(event.data)}::jsonb)
      on conflict (event_id) do nothing`.execute(db);
  },
});

/**
 * A redaction rotated the record's key: its earlier events now read with their free text
 * "[redacted]" in the log, and so must their copies here (as a rebuild makes them). One statement
 * (a projection only writes): each copied type's own sealed parts set to their erased value.
 */
function redactEarlierActivity(db: Kysely<ReadModelDatabase>, recordId: string, before: number) {
  const redacted = [...ActivityEventTypes].flatMap((type) => {
    const parts = personalPartsOf(type).filter((part) => part.subject === undefined);
    if (parts.length === 0) return [];
    const data = parts.reduce<RawBuilder<unknown>>(
      (expression, part) =>
        sql`jsonb_set(${expression}, ${`{${part.path.split('.').join(',')}}`}::text[], ${JSON.stringify(part.erased)}::jsonb, false)`,
      sql`data`,
    );
    return [sql`when ${type} then ${data}`];
  });
  return sql`
    update dashboard_activity set data = case event_type ${sql.join(redacted, sql` `)} else data end
    where record_id = ${recordId} and version < ${before}`.execute(db);
}
