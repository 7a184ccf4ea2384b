import {
  communicationTransitionField,
  parseStreamId,
  projectTransitionField,
  purchaseTransitionField,
  type ChangeMessage,
  type ChangeOp,
  type RecordedEvent,
} from '@dealbook/contracts';

/** Each feature's lookup of the field its transition events move; a feature adds its own here. */
const transitionLookups: readonly ((type: string, data: unknown) => string | undefined)[] = [
  projectTransitionField,
  purchaseTransitionField,
  communicationTransitionField,
];

function opOf(eventType: string): ChangeOp {
  if (/(Registered|Created)$/.test(eventType) || eventType === 'CommunicationLogged') return 'created';
  if (/Deleted$/.test(eventType)) return 'deleted';
  return 'updated';
}

/**
 * An edit's `changes`; for a transition event (`{from, to}`, no `changes`) the one field it
 * moved, so a board can move a card from the push alone.
 */
function changesOf(type: string, data: unknown): ChangeMessage['changes'] {
  const payload = data as { changes?: unknown; from?: unknown; to?: unknown } | null;
  const changes = payload?.changes;
  if (typeof changes === 'object' && changes !== null && !Array.isArray(changes)) {
    return changes as ChangeMessage['changes'];
  }
  const isTransition = payload !== null && 'from' in payload && 'to' in payload;
  const field = isTransition ? transitionLookups.map((lookup) => lookup(type, data)).find(Boolean) : undefined;
  return field ? { [field]: { from: payload!.from, to: payload!.to } } : {};
}

/** The socket push for one committed event; undefined for a stream that names no record. */
export function toChangeMessage(event: RecordedEvent): ChangeMessage | undefined {
  let record: { type: string; id: string };
  try {
    record = parseStreamId(event.streamId);
  } catch {
    return undefined;
  }
  return {
    type: record.type,
    id: record.id,
    version: event.streamVersion,
    op: opOf(event.type),
    changes: changesOf(event.type, event.data),
  };
}
