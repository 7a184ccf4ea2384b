import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OpportunityStatus, TaskStatus } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { dashboardActivityProjection } from './dashboard-activity.projection.js';

/** Every project, purchaser and task event once, under its record, with who did it; replays add nothing. */
const database = useReadModelDatabase('dashboard_activity_projection');

describe('dashboard activity projection', () => {
  it('keeps each event under the record it is about, with its actor and payload', async () => {
    const actor = randomUUID();
    const [projectId, purchaseId, taskId] = [randomUUID(), randomUUID(), randomUUID()];
    const spec = projectionSpec(database(), dashboardActivityProjection, { actorId: actor });
    await spec.given(`project-${projectId}`, {
      type: 'OpportunityStatusChanged',
      data: { projectId, from: OpportunityStatus.Introduction, to: OpportunityStatus.MeetingBooked },
    });
    await spec.given(`purchase-${purchaseId}`, {
      type: 'PurchaseDeleted',
      data: { purchaseId, companyName: 'Buyer', projectId },
    });
    await spec.given(`task-${taskId}`, {
      type: 'TaskStatusChanged',
      data: { taskId, from: TaskStatus.NotStarted, to: TaskStatus.Completed },
    });
    await spec.replayAll();
    const rows = await database()
      .selectFrom('dashboard_activity')
      .select(['record_type', 'record_id', 'event_type', 'actor_id', 'version', 'data'])
      .where('actor_id', '=', actor)
      .orderBy('recorded_at')
      .orderBy('record_type')
      .execute();
    expect(rows).toEqual([
      {
        record_type: 'project',
        record_id: projectId,
        event_type: 'OpportunityStatusChanged',
        actor_id: actor,
        version: 1,
        data: { projectId, from: OpportunityStatus.Introduction, to: OpportunityStatus.MeetingBooked },
      },
      {
        record_type: 'purchase',
        record_id: purchaseId,
        event_type: 'PurchaseDeleted',
        actor_id: actor,
        version: 1,
        data: { purchaseId, companyName: 'Buyer', projectId },
      },
      {
        record_type: 'task',
        record_id: taskId,
        event_type: 'TaskStatusChanged',
        actor_id: actor,
        version: 1,
        data: { taskId, from: TaskStatus.NotStarted, to: TaskStatus.Completed },
      },
    ]);
  });
});
