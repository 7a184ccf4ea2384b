import {
  clientStageOf,
  DealStatus,
  enumName,
  humanize,
  OpportunityStatus,
  ProjectEvents,
  type ClientTimelineEntry,
  type ClientTimelineKind,
  type EventSpec,
  type NumericEnum,
  type RecordedEvent,
} from '@dealbook/contracts';

const label = (values: NumericEnum) => (value: unknown) => {
  const name = typeof value === 'number' ? enumName(values, value) : undefined;
  return name === undefined ? '' : humanize(String(name));
};

/** The project fields the timeline shows, and how the client reads each value. */
const kinds: Record<string, { kind: ClientTimelineKind; read: (value: unknown) => string }> = {
  status: { kind: 'status', read: (value) => (typeof value === 'number' ? clientStageOf(value).title : '') },
  opportunityStatus: { kind: 'opportunity', read: label(OpportunityStatus) },
  dealStatus: { kind: 'deal', read: label(DealStatus) },
};

const catalogue = ProjectEvents as Record<string, EventSpec | undefined>;

/**
 * A project's status history as its client reads it (issue 14): when, which status, from → to,
 * newest first, from the project's own events through their catalogue. Who made each change is
 * internal and is never read here.
 */
export function clientTimelineOf(events: readonly RecordedEvent[]): ClientTimelineEntry[] {
  const entries: ClientTimelineEntry[] = [];
  for (const event of events) {
    const at = event.recordedAt.toISOString();
    if (event.type === 'ProjectRegistered') {
      const status = (event.data as { fields?: { status?: unknown } }).fields?.status;
      entries.push({ at, kind: 'status', from: '', to: kinds.status!.read(status) });
      continue;
    }
    const changes = catalogue[event.type]?.changes(event.data) ?? {};
    for (const [field, change] of Object.entries(changes)) {
      const shown = kinds[field];
      if (!shown) continue;
      const from = shown.read(change.from);
      const to = shown.read(change.to);
      if (from !== to) entries.push({ at, kind: shown.kind, from, to });
    }
  }
  return entries.reverse();
}
