import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CommunicationAction,
  OpportunityStatus,
  communicationFieldsSchema,
  purchaseFieldsSchema,
  type DomainEvent,
} from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { dashboardProjection } from './dashboard.projection.js';

/**
 * What the dashboard read models hold after the events: a call on its day in the firm's time zone
 * (Europe/London by default), for whoever logged it, following corrections and deletion; who
 * ticked each milestone; when a project entered each status; the targets. Replays change nothing.
 */
const database = useReadModelDatabase('dashboard_projection');
const successful = 'Spoke to Contact - Successful call';

const logged = (communicationId: string, commsDate: string): DomainEvent => ({
  type: 'CommunicationLogged',
  data: {
    communicationId,
    fields: communicationFieldsSchema.parse({
      commsDate,
      commsType: 1,
      outcome: successful,
      action: CommunicationAction.SendNDA,
    }),
    links: [],
    massId: null,
  },
});

const callRow = (id: string) =>
  database()
    .selectFrom('dashboard_calls')
    .select(['caller_id', 'version', 'outcome', 'action', 'comms_type', 'comms_date'])
    .select((eb) => eb.fn<string>('to_char', [eb.ref('day'), eb.val('YYYY-MM-DD')]).as('day'))
    .where('communication_id', '=', id)
    .executeTakeFirst();

describe('dashboards projection', () => {
  it("counts a call on its day in the firm's time zone, for its caller, through corrections and deletion", async () => {
    const caller = randomUUID();
    const id = randomUUID();
    const spec = projectionSpec(database(), dashboardProjection, { actorId: caller });
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    await spec.given(`communication-${id}`, logged(id, '2026-06-30T23:30:00.000Z'));
    expect(await callRow(id)).toEqual({
      caller_id: caller,
      version: 1,
      day: '2026-07-01',
      comms_date: '2026-06-30T23:30:00.000Z',
      comms_type: 1,
      outcome: successful,
      action: CommunicationAction.SendNDA,
    });
    await spec.given(
      `communication-${id}`,
      {
        type: 'CommunicationOutcomeChanged',
        data: {
          communicationId: id,
          from: { outcome: successful, action: CommunicationAction.SendNDA },
          to: { outcome: 'Called but no response', action: CommunicationAction.TryToCallAgain },
        },
      },
      {
        type: 'CommunicationUpdated',
        data: {
          communicationId: id,
          changes: { commsDate: { from: '2026-06-30T23:30:00.000Z', to: '2026-07-03T10:00:00.000Z' } },
        },
      },
    );
    const corrected = await callRow(id);
    expect(corrected).toMatchObject({
      version: 3,
      day: '2026-07-03',
      outcome: 'Called but no response',
      action: CommunicationAction.TryToCallAgain,
    });
    await spec.replayAll();
    expect(await callRow(id)).toEqual(corrected);
    await spec.given(`communication-${id}`, { type: 'CommunicationDeleted', data: { communicationId: id, links: [] } });
    expect(await callRow(id)).toBeUndefined();
  });

  it('counts nothing the system logged without a person', async () => {
    const id = randomUUID();
    await projectionSpec(database(), dashboardProjection).given(
      `communication-${id}`,
      logged(id, '2026-07-01T09:00:00Z'),
    );
    expect(await callRow(id)).toBeUndefined();
  });

  it('keeps who ticked each milestone and its day, and forgets a tick taken back', async () => {
    const actor = randomUUID();
    const purchaseId = randomUUID();
    const spec = projectionSpec(database(), dashboardProjection, { actorId: actor });
    const ref = (name: string) => ({ id: randomUUID(), name });
    await spec.given(`purchase-${purchaseId}`, {
      type: 'PurchaseRegistered',
      data: {
        purchaseId,
        company: ref('Buyer'),
        project: ref('Sale'),
        client: ref('Client'),
        fields: purchaseFieldsSchema
          .omit({ company: true, project: true })
          .parse({ sentNDA: { checked: true, timestamp: '2026-03-02T10:00:00Z' } }),
        step: null,
      },
    });
    const unticked = { checked: false, timestamp: '2026-03-05T10:00:00Z' };
    await spec.given(`purchase-${purchaseId}`, {
      type: 'PurchaseNdaSigned',
      data: { purchaseId, from: unticked, to: { checked: true, timestamp: '2026-03-05T10:00:00Z' } },
    });
    const milestones = () =>
      database()
        .selectFrom('dashboard_milestones')
        .select(['milestone', 'actor_id', 'ticked'])
        .select((eb) => eb.fn<string>('to_char', [eb.ref('day'), eb.val('YYYY-MM-DD')]).as('day'))
        .where('purchase_id', '=', purchaseId)
        .orderBy('milestone')
        .execute();
    expect(await milestones()).toEqual([
      { milestone: 'sentNDA', actor_id: actor, day: '2026-03-02', ticked: true },
      { milestone: 'signedNDA', actor_id: actor, day: '2026-03-05', ticked: true },
    ]);
    await spec.given(`purchase-${purchaseId}`, {
      type: 'PurchaseMilestoneCleared',
      data: {
        purchaseId,
        milestone: 'signedNDA',
        from: { checked: true, timestamp: '2026-03-05T10:00:00Z' },
        to: unticked,
      },
    });
    await spec.replayAll();
    expect(await milestones()).toEqual([
      { milestone: 'sentNDA', actor_id: actor, day: '2026-03-02', ticked: true },
      { milestone: 'signedNDA', actor_id: actor, day: '2026-03-05', ticked: false },
    ]);
  });

  it('moves only the time of the status that changed', async () => {
    const projectId = randomUUID();
    const spec = projectionSpec(database(), dashboardProjection);
    await spec.given(`project-${projectId}`, {
      type: 'ProjectRegistered',
      data: { projectId, reference: 'P-1', fields: {} as never, clientName: 'Client' },
    });
    await spec.given(`project-${projectId}`, {
      type: 'OpportunityStatusChanged',
      data: { projectId, from: OpportunityStatus.Introduction, to: OpportunityStatus.MeetingBooked },
    });
    await spec.replayAll();
    const row = await database()
      .selectFrom('dashboard_stages')
      .selectAll()
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    // The spec kit records event n of a stream at 09:00:0n on 1 January 2026.
    expect(row.status_since.toISOString()).toBe('2026-01-01T09:00:01.000Z');
    expect(row.deal_status_since.toISOString()).toBe('2026-01-01T09:00:01.000Z');
    expect(row.opportunity_status_since.toISOString()).toBe('2026-01-01T09:00:02.000Z');
  });

  it('keeps the latest targets', async () => {
    const userId = randomUUID();
    const spec = projectionSpec(database(), dashboardProjection);
    const none = { callsPerDay: null, ndasPerMonth: null };
    await spec.given(
      `user-${userId}`,
      { type: 'UserTargetsSet', data: { userId, from: none, to: { callsPerDay: 30, ndasPerMonth: 5 }, by: userId } },
      {
        type: 'UserTargetsSet',
        data: {
          userId,
          from: { callsPerDay: 30, ndasPerMonth: 5 },
          to: { callsPerDay: 40, ndasPerMonth: null },
          by: userId,
        },
      },
    );
    await spec.replayAll();
    expect(
      await database().selectFrom('dashboard_targets').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    ).toEqual({ user_id: userId, version: 2, calls_per_day: 40, ndas_per_month: null });
  });
});
