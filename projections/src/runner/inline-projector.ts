import type { RecordedEvent } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import type { Projection } from './projection.js';

/** Applies freshly appended events to the read models inside the append's own transaction. */
export type InlineProjector = (trx: Kysely<ReadModelDatabase>, events: readonly RecordedEvent[]) => Promise<void>;

export function createInlineProjector(projections: readonly Projection[]): InlineProjector {
  const byType = indexByEventType(projections);
  return async (trx, events) => {
    for (const event of events) {
      for (const projection of byType.get(event.type) ?? []) await projection.apply(trx, event);
    }
  };
}

export function indexByEventType(projections: readonly Projection[]): Map<string, Projection[]> {
  const byType = new Map<string, Projection[]>();
  for (const projection of projections) {
    for (const type of projection.eventTypes) byType.set(type, [...(byType.get(type) ?? []), projection]);
  }
  return byType;
}
