import {
  changedFields,
  clientStageOfField,
  clientStageRank,
  ProjectEvents,
  type ClientTimelineEntry,
  type ClientTimelineKind,
  type ProjectStatusField,
  type RecordedEvent,
} from '@dealbook/contracts';

/** The client's stage for a value of one status field; nothing for no value. */
const stage = (field: ProjectStatusField) => (value: unknown) =>
  typeof value === 'number' ? clientStageOfField(field, value).title : '';

/**
 * The project fields the timeline shows, each read as a client stage (client-stage.ts): the
 * firm's internal status names never reach the client.
 */
const kinds: Record<string, { kind: ClientTimelineKind; read: (value: unknown) => string }> = {
  status: { kind: 'status', read: stage('status') },
  opportunityStatus: { kind: 'opportunity', read: stage('opportunityStatus') },
  dealStatus: { kind: 'deal', read: stage('dealStatus') },
};

/**
 * A project's status history as its client reads it (issue 14): when, from → to in client
 * stages, newest first, from the project's own events through their catalogue. The firm keeps
 * three status fields; the client follows one track of stages, so a change reads from the stage
 * last shown, and one that leaves the client where they were (or says again what another field
 * just said, or sets a sub-status behind the stage shown) is not shown. Who made each change is internal and is never read here.
 */
export function clientTimelineOf(events: readonly RecordedEvent[]): ClientTimelineEntry[] {
  const entries: ClientTimelineEntry[] = [];
  let current = '';
  for (const event of events) {
    const at = event.recordedAt.toISOString();
    if (event.type === 'ProjectRegistered') {
      const status = (event.data as { fields?: { status?: unknown } }).fields?.status;
      current = kinds.status!.read(status);
      entries.push({ at, kind: 'status', from: '', to: current });
      continue;
    }
    for (const [field, change] of Object.entries(changedFields(ProjectEvents, event))) {
      const shown = kinds[field];
      const to = shown?.read(change.to);
      if (!shown || !to || to === current) continue;
      // The project status is the firm's word on where the work stands; the opportunity and deal
      // statuses only ever move the client on, so a sub-status set behind it is not a step back.
      if (field !== 'status' && clientStageRank(to) < clientStageRank(current)) continue;
      entries.push({ at, kind: shown.kind, from: current, to });
      current = to;
    }
  }
  return entries.reverse();
}
