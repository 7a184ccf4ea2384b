import {
  BulkOperationKinds,
  type EventMetadata,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
} from '@dealbook/contracts';
import type { JSONEventData, JSONType, Position } from '@kurrent/kurrentdb-client';
import { asStored, type OpenPayload } from '../personal-data/personal-data-protection.js';
import type { UpcasterRegistry } from '../upcasters.js';
import { versionOfRevision } from './kurrentdb-positions.js';

/** An event as the KurrentDB client hands it back, as far as this adapter reads it. */
export interface StoredKurrentEvent {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  created: Date;
  /** Sent by servers from 22.6 on (always on $all reads). */
  position?: Position;
}

/**
 * The event's metadata JSON. `$correlationId` and `$causationId` are the server's own names
 * (its `$by_correlation_id` projection reads them). Every value is a string and absent values
 * are left out, because KurrentDB's newer append APIs accept only string-valued metadata.
 */
export function metadataFor(event: NewEvent): Record<string, string> {
  const { actorId, correlationId, causationId, via } = event.metadata;
  return {
    $correlationId: correlationId,
    ...(causationId === null ? {} : { $causationId: causationId }),
    ...(actorId === null ? {} : { actorId }),
    ...(via ? { viaKind: via.kind, viaId: via.id, viaLabel: via.label } : {}),
    schemaVersion: String(event.schemaVersion),
    // The server stamps `created` itself; a time the event happened at before its append rides here.
    ...(event.recordedAt ? { recordedAt: event.recordedAt.toISOString() } : {}),
  };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Reads back what `metadataFor` wrote. Events written by other tools may lack any of it: such an
 * event is its own correlation, has no actor or cause, and is at schema version 1.
 */
export function readMetadata(
  raw: unknown,
  eventId: string,
): { metadata: EventMetadata; schemaVersion: number; recordedAt: Date | undefined } {
  const fields: Record<string, unknown> =
    typeof raw === 'object' && raw !== null && !(raw instanceof Uint8Array) ? (raw as Record<string, unknown>) : {};
  const schemaVersion = Number(fields['schemaVersion']);
  const viaKind = BulkOperationKinds.find((kind) => kind === fields['viaKind']);
  const viaId = text(fields['viaId']);
  const recordedAt = new Date(text(fields['recordedAt']) ?? Number.NaN);
  return {
    metadata: {
      actorId: text(fields['actorId']) ?? null,
      correlationId: text(fields['$correlationId']) ?? text(fields['correlationId']) ?? eventId,
      causationId: text(fields['$causationId']) ?? text(fields['causationId']) ?? null,
      ...(viaKind && viaId ? { via: { kind: viaKind, id: viaId, label: text(fields['viaLabel']) ?? '' } } : {}),
    },
    schemaVersion: Number.isInteger(schemaVersion) && schemaVersion > 0 ? schemaVersion : 1,
    recordedAt: Number.isNaN(recordedAt.getTime()) ? undefined : recordedAt,
  };
}

/** The port's event as KurrentDB event data; its event id is the server's idempotency key. */
export function toEventData(event: NewEvent): JSONEventData {
  return {
    id: event.eventId,
    contentType: 'application/json',
    type: event.type,
    data: event.data as JSONType,
    metadata: metadataFor(event),
  };
}

/** The stored event as the port's: its personal parts opened (issue 37), then upcast to its type's version. */
export function toRecordedEvent(
  stored: StoredKurrentEvent,
  upcasters: UpcasterRegistry,
  open: OpenPayload = asStored,
): RecordedEvent {
  const { metadata, schemaVersion, recordedAt } = readMetadata(stored.metadata, stored.id);
  return upcasters.upcast({
    eventId: stored.id,
    streamId: stored.streamId,
    streamVersion: versionOfRevision(BigInt(stored.revision)),
    position: positionOf(stored),
    type: stored.type,
    schemaVersion,
    data: open(stored.type, stored.data),
    metadata,
    recordedAt: recordedAt ?? stored.created,
  });
}

/** Where the stored event sits in the log. */
export function positionOf(stored: StoredKurrentEvent): LogPosition {
  if (!stored.position) {
    throw new Error(
      `KurrentDB sent event ${stored.id} without its log position: the adapter needs KurrentDB 22.6 or later`,
    );
  }
  // BigInt() again: positions are compared with !==, and a number would never equal a bigint.
  return { commit: BigInt(stored.position.commit), prepare: BigInt(stored.position.prepare) };
}
