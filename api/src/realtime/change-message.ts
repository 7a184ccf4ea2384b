import { parseStreamId, type ChangeMessage, type ChangeOp, type RecordedEvent } from '@dealbook/contracts';

function opOf(eventType: string): ChangeOp {
  if (/(Registered|Created)$/.test(eventType)) return 'created';
  if (/Deleted$/.test(eventType)) return 'deleted';
  return 'updated';
}

function changesOf(data: unknown): ChangeMessage['changes'] {
  const changes = (data as { changes?: unknown } | null)?.changes;
  return typeof changes === 'object' && changes !== null && !Array.isArray(changes)
    ? (changes as ChangeMessage['changes'])
    : {};
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
    changes: changesOf(event.data),
  };
}
