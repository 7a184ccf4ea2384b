import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BulkOperation, DomainEvent } from '@dealbook/contracts';
import {
  indexByEventType,
  projectionSql,
  runProjectionSql,
  type ProjectedEvent,
  type Projection,
  type ReadModelDatabase,
} from '@dealbook/projections';

/**
 * Given events → then rows, for a projection spec: each event gets its stream's next version and
 * goes through the runners' own path (its statements recorded, then run in one round trip), so a
 * projection that tried to read would fail here as it would in production. `actorId` is the user
 * the events' metadata names (none: the system's own events); `via` the bulk operation that
 * wrote them, if any.
 */
export function projectionSpec(
  db: Kysely<ReadModelDatabase>,
  projection: Projection,
  { actorId = null, via }: { actorId?: string | null; via?: BulkOperation } = {},
) {
  const versions = new Map<string, number>();
  const byType = indexByEventType([projection]);
  const recorded: ProjectedEvent[] = [];
  return {
    async given(streamId: string, ...events: DomainEvent[]): Promise<void> {
      const projected = events.map((event): ProjectedEvent => {
        const version = (versions.get(streamId) ?? 0) + 1;
        versions.set(streamId, version);
        return {
          eventId: randomUUID(),
          streamId,
          streamVersion: version,
          type: event.type,
          schemaVersion: 1,
          data: event.data,
          metadata: { actorId, correlationId: randomUUID(), causationId: null, ...(via ? { via } : {}) },
          recordedAt: new Date(Date.UTC(2026, 0, 1, 9, 0, version)),
        };
      });
      recorded.push(...projected);
      await runProjectionSql(db, await projectionSql(byType, projected));
    },
    /** Every event given so far, applied again, as a catch-up consumer may after a crash. */
    async replayAll(): Promise<void> {
      await runProjectionSql(db, await projectionSql(byType, recorded));
    },
  };
}
