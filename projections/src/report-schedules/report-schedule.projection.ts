import {
  changedValues,
  ReportScheduleEventTypes,
  ReportScheduleEvents,
  type ReportScheduleEvent,
} from '@dealbook/contracts';
import { sql } from 'kysely';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';

/**
 * Report schedules and their runs' log, from the `schedule-<id>` streams. A schedule's row
 * moves only forward (an event replayed after a later one changes nothing).
 */
export const reportScheduleProjection = defineProjection<ReportScheduleEvent>({
  name: 'report-schedules',
  eventTypes: ReportScheduleEventTypes,
  tables: ['report_runs', 'report_schedules'],
  async apply(db, event) {
    const id = event.data.scheduleId;
    const at = event.recordedAt;
    switch (event.type) {
      case 'ReportScheduled':
        await db
          .insertInto('report_schedules')
          .values({
            id,
            version: event.streamVersion,
            owner_id: event.data.ownerId,
            report: event.data.fields.report,
            doc: JSON.stringify(event.data.fields),
            last_due_at: null,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      case 'ReportScheduleChanged':
        await db
          .updateTable('report_schedules')
          .set({
            version: event.streamVersion,
            doc: sql`doc || ${JSON.stringify(changedValues(ReportScheduleEvents, event))}::jsonb`,
            updated_at: at,
          })
          .where('id', '=', id)
          .where('version', '<', event.streamVersion)
          .execute();
        return;
      case 'ReportScheduleDeleted':
        await db.deleteFrom('report_runs').where('schedule_id', '=', id).execute();
        await db.deleteFrom('report_schedules').where('id', '=', id).execute();
        return;
      case 'ReportRunStarted':
        await db
          .updateTable('report_schedules')
          .set({ version: event.streamVersion, last_due_at: new Date(event.data.dueAt), updated_at: at })
          .where('id', '=', id)
          .where('version', '<', event.streamVersion)
          .execute();
        await db
          .insertInto('report_runs')
          .values({ schedule_id: id, due_at: new Date(event.data.dueAt), started_at: at, detail: '' })
          // Taken over (a later claim of the same run): it is under way since this claim.
          .onConflict((oc) =>
            oc
              .columns(['schedule_id', 'due_at'])
              .doUpdateSet({ started_at: at })
              .where('report_runs.finished_at', 'is', null),
          )
          .execute();
        return;
      case 'ReportRunFinished':
        await db
          .updateTable('report_schedules')
          .set({ version: event.streamVersion, updated_at: at })
          .where('id', '=', id)
          .where('version', '<', event.streamVersion)
          .execute();
        await db
          .updateTable('report_runs')
          .set({ finished_at: at, outcome: event.data.outcome, rows: event.data.rowCount, detail: event.data.detail })
          .where('schedule_id', '=', id)
          .where('due_at', '=', new Date(event.data.dueAt))
          .execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`report-schedules projection got ${(unexpected as ProjectedEvent).type}`);
      }
    }
  },
});
