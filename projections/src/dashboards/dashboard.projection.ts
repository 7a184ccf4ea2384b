import {
  changedFields,
  CommunicationEvents,
  CommunicationEventTypes,
  type CommunicationUpdated,
  type PurchaseEventTypes,
  type CommunicationEvent,
  type ProjectEvent,
  type PurchaseEvent,
  type PurchaseMilestone,
  type UserEvent,
  type BooleanDate,
} from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';
import { dayIn, firmTimeZone } from './firm-time-zone.js';

type Db = Kysely<ReadModelDatabase>;
type DashboardEvent =
  | CommunicationEvent
  | Extract<PurchaseEvent, { type: (typeof milestoneEventTypes)[number] }>
  | Extract<ProjectEvent, { type: (typeof stageEventTypes)[number] }>
  | Extract<UserEvent, { type: 'UserTargetsSet' | 'UserDeleted' }>;

const milestoneEventTypes = [
  'PurchaseRegistered',
  'PurchaseNdaSent',
  'PurchaseNdaSigned',
  'PurchaseImSent',
  'PurchaseMilestoneCleared',
  'PurchaseDeleted',
] as const satisfies readonly (typeof PurchaseEventTypes)[number][];
const stageEventTypes = [
  'ProjectRegistered',
  'ProjectStatusChanged',
  'OpportunityStatusChanged',
  'ProjectConvertedToDeal',
  'ProjectReturnedToOpportunity',
  'DealStatusChanged',
  'ProjectDeleted',
] as const;

const milestoneOf = {
  PurchaseNdaSent: 'sentNDA',
  PurchaseNdaSigned: 'signedNDA',
  PurchaseImSent: 'sentIM',
} as const satisfies Record<string, PurchaseMilestone>;

/**
 * Domain events -> the dashboards' read models (migration 0019). Every statement sets absolute
 * values on one row, guarded by the stream version, so a replayed event changes nothing; the
 * counting happens when a dashboard reads, over the covering index.
 */
export const dashboardProjection = defineProjection<DashboardEvent>({
  name: 'dashboards',
  eventTypes: [...CommunicationEventTypes, ...milestoneEventTypes, ...stageEventTypes, 'UserTargetsSet', 'UserDeleted'],
  tables: ['dashboard_calls', 'dashboard_milestones', 'dashboard_stages', 'dashboard_targets'],
  async apply(db, event) {
    switch (event.type) {
      case 'CommunicationLogged':
      case 'CommunicationUpdated':
      case 'CommunicationOutcomeChanged':
      case 'CommunicationLinked':
      case 'CommunicationUnlinked':
      case 'CommunicationDeleted':
      case 'CommunicationTextRedacted':
        return applyCall(db, event);
      case 'PurchaseRegistered':
      case 'PurchaseNdaSent':
      case 'PurchaseNdaSigned':
      case 'PurchaseImSent':
      case 'PurchaseMilestoneCleared':
      case 'PurchaseDeleted':
        return applyMilestone(db, event);
      case 'ProjectRegistered':
      case 'ProjectStatusChanged':
      case 'OpportunityStatusChanged':
      case 'ProjectConvertedToDeal':
      case 'ProjectReturnedToOpportunity':
      case 'DealStatusChanged':
      case 'ProjectDeleted':
        return applyStage(db, event);
      case 'UserTargetsSet': {
        const { userId, to } = event.data;
        const row = {
          user_id: userId,
          version: event.streamVersion,
          calls_per_day: to.callsPerDay,
          ndas_per_month: to.ndasPerMonth,
        };
        const { user_id: _userId, ...update } = row;
        await db
          .insertInto('dashboard_targets')
          .values(row)
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet(update).where('dashboard_targets.version', '<', row.version),
          )
          .execute();
        return;
      }
      case 'UserDeleted':
        await db.deleteFrom('dashboard_targets').where('user_id', '=', event.data.userId).execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`dashboards projection got ${(unexpected as ProjectedEvent).type}`);
      }
    }
  },
});

/** A call counts for whoever logged it, on its day in the firm's time zone. */
async function applyCall(db: Db, event: ProjectedEvent<CommunicationEvent>): Promise<void> {
  const id = event.data.communicationId;
  const version = event.streamVersion;
  switch (event.type) {
    case 'CommunicationLogged': {
      const caller = event.metadata.actorId;
      // Logged by the system (imports before sign-in existed): nobody's call.
      if (caller === null) return;
      const { commsDate, commsType, outcome, action } = event.data.fields;
      // A row for every call logged, the commonest event: a template (see `Projection`).
      await sql`
        insert into dashboard_calls (communication_id, version, caller_id, day, comms_date, comms_type, outcome, action)
        values (${id}, ${version}, ${caller}, ${dayIn(firmTimeZone(), commsDate)}, ${commsDate}, ${commsType},
          ${outcome ?? null}, ${action ?? null})
        on conflict (communication_id) do nothing`.execute(db);
      return;
    }
    case 'CommunicationUpdated': {
      const { commsDate, commsType } = changedFields(
        CommunicationEvents,
        event,
      ) as CommunicationUpdated['data']['changes'];
      const set = {
        version,
        ...(commsDate ? { day: dayIn(firmTimeZone(), commsDate.to), comms_date: commsDate.to } : {}),
        ...(commsType ? { comms_type: commsType.to } : {}),
      };
      await update(db, id, version, set);
      return;
    }
    case 'CommunicationOutcomeChanged':
      await update(db, id, version, { version, outcome: event.data.to.outcome, action: event.data.to.action });
      return;
    case 'CommunicationLinked':
    case 'CommunicationUnlinked':
    case 'CommunicationTextRedacted':
      await update(db, id, version, { version });
      return;
    case 'CommunicationDeleted':
      await db.deleteFrom('dashboard_calls').where('communication_id', '=', id).execute();
      return;
  }
}

function update(
  db: Db,
  id: string,
  version: number,
  set: Partial<{
    version: number;
    day: string;
    comms_date: string;
    comms_type: number;
    outcome: string | null;
    action: number | null;
  }>,
) {
  return db
    .updateTable('dashboard_calls')
    .set(set)
    .where('communication_id', '=', id)
    .where('version', '<', version)
    .execute();
}

/** Who ticked a purchaser's milestone, and the day the tick is dated. */
async function applyMilestone(
  db: Db,
  event: ProjectedEvent<Extract<PurchaseEvent, { type: (typeof milestoneEventTypes)[number] }>>,
): Promise<void> {
  const purchaseId = event.data.purchaseId;
  const version = event.streamVersion;
  const tick = (milestone: PurchaseMilestone, value: BooleanDate) => {
    const row = {
      purchase_id: purchaseId,
      milestone,
      version,
      actor_id: event.metadata.actorId,
      day: dayIn(firmTimeZone(), value.timestamp),
      ticked: value.checked,
    };
    return db
      .insertInto('dashboard_milestones')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['purchase_id', 'milestone'])
          .doUpdateSet({ version, actor_id: row.actor_id, day: row.day, ticked: row.ticked })
          .where('dashboard_milestones.version', '<', version),
      )
      .execute();
  };
  switch (event.type) {
    case 'PurchaseRegistered': {
      const { fields } = event.data;
      for (const milestone of ['sentNDA', 'signedNDA', 'sentIM'] as const) {
        if (fields[milestone].checked) await tick(milestone, fields[milestone]);
      }
      return;
    }
    case 'PurchaseNdaSent':
    case 'PurchaseNdaSigned':
    case 'PurchaseImSent':
      await tick(milestoneOf[event.type], event.data.to);
      return;
    case 'PurchaseMilestoneCleared':
      // The dashboards count the NDA and IM ticks, not the teaser's.
      if (event.data.milestone === 'sentTeaser') return;
      await tick(event.data.milestone, { ...event.data.to, checked: false });
      return;
    case 'PurchaseDeleted':
      await db.deleteFrom('dashboard_milestones').where('purchase_id', '=', purchaseId).execute();
      return;
  }
}

/** When a project entered each of its current statuses. */
async function applyStage(
  db: Db,
  event: ProjectedEvent<Extract<ProjectEvent, { type: (typeof stageEventTypes)[number] }>>,
): Promise<void> {
  const projectId = event.data.projectId;
  const version = event.streamVersion;
  const at = event.recordedAt;
  const set = (columns: Partial<Record<'status_since' | 'opportunity_status_since' | 'deal_status_since', Date>>) =>
    db
      .updateTable('dashboard_stages')
      .set({ version, ...columns })
      .where('project_id', '=', projectId)
      .where('version', '<', version)
      .execute();
  switch (event.type) {
    case 'ProjectRegistered':
      await db
        .insertInto('dashboard_stages')
        .values({
          project_id: projectId,
          version,
          status_since: at,
          opportunity_status_since: at,
          deal_status_since: at,
        })
        .onConflict((oc) => oc.column('project_id').doNothing())
        .execute();
      return;
    case 'ProjectStatusChanged':
      await set({ status_since: at });
      return;
    case 'OpportunityStatusChanged':
    case 'ProjectReturnedToOpportunity':
      await set({ opportunity_status_since: at });
      return;
    // Converting starts the deal in its deal status.
    case 'ProjectConvertedToDeal':
    case 'DealStatusChanged':
      await set({ deal_status_since: at });
      return;
    case 'ProjectDeleted':
      await db.deleteFrom('dashboard_stages').where('project_id', '=', projectId).execute();
      return;
  }
}
