import {
  parseStreamId,
  positionToString,
  recordChangeOf,
  type ChangeMessage,
  type ChangeOp,
  type RecordedEvent,
} from '@dealbook/contracts';

const opOf: Record<'creates' | 'changes' | 'deletes', ChangeOp> = {
  creates: 'created',
  changes: 'updated',
  deletes: 'deleted',
};

/**
 * The socket push for one committed event, read from its aggregate's event catalogue: whether it
 * created, changed or deleted the record, and the fields it moved (so a board can move a card
 * from the push alone); undefined for a stream that names no record.
 */
export function toChangeMessage(event: RecordedEvent): ChangeMessage | undefined {
  let record: { type: string; id: string };
  try {
    record = parseStreamId(event.streamId);
  } catch {
    return undefined;
  }
  const change = recordChangeOf(event.type, event.data);
  return {
    type: record.type,
    id: record.id,
    version: event.streamVersion,
    op: change ? opOf[change.effect] : 'updated',
    changes: change?.changes ?? {},
    position: positionToString(event.position),
    ...(event.metadata.requestId ? { requestId: event.metadata.requestId } : {}),
  };
}
