import type { RecordedEvent } from '@dealbook/contracts';
import { asStored, type OpenPayload } from '../personal-data/personal-data-protection.js';
import type { UpcasterRegistry } from '../upcasters.js';

/** A row of the events table as pg returns it (int8 and xid8 as text). */
export interface EventRow {
  global_position: string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  /** xid8 as text; not named transaction_id, so ORDER BY still sorts by the xid8 column. */
  tx: string;
  recorded_at: Date;
}

export const eventColumns =
  'global_position, stream_id, stream_version, event_id, type, schema_version, data, metadata, transaction_id::text as tx, recorded_at';

/** The row as the port's event: its personal parts opened (issue 37), then upcast to its type's version. */
export function toRecordedEvent(
  row: EventRow,
  upcasters: UpcasterRegistry,
  open: OpenPayload = asStored,
): RecordedEvent {
  return upcasters.upcast({
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    position: { commit: BigInt(row.tx), prepare: BigInt(row.global_position) },
    type: row.type,
    schemaVersion: row.schema_version,
    data: open(row.type, row.data),
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  });
}
