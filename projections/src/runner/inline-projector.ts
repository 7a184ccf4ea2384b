import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import type { ProjectedEvent, Projection } from './projection.js';
import { recordWrites, type RecordedStatement } from './statement-recorder.js';
import { toSqlText } from './sql-text.js';

/**
 * The statements that bring the read models up to date with these events, as SQL text with
 * their values written in: the PostgreSQL store sends them in the append's own round trip.
 */
export type InlineProjector = (events: readonly ProjectedEvent[]) => Promise<string[]>;

export function createInlineProjector(projections: readonly Projection[]): InlineProjector {
  const byType = indexByEventType(projections);
  return (events) => projectionSql(byType, events);
}

export function indexByEventType(projections: readonly Projection[]): Map<string, Projection[]> {
  const byType = new Map<string, Projection[]>();
  for (const projection of projections) {
    for (const type of projection.eventTypes) byType.set(type, [...(byType.get(type) ?? []), projection]);
  }
  return byType;
}

/** Every statement the projections make of these events, in event order. */
export async function projectionSql(
  byType: ReadonlyMap<string, readonly Projection[]>,
  events: readonly ProjectedEvent[],
): Promise<string[]> {
  return (await projectionStatements(byType, events)).map(toSqlText);
}

/** The same statements, compiled with their parameters apart (for rebuilds to merge). */
export function projectionStatements(
  byType: ReadonlyMap<string, readonly Projection[]>,
  events: readonly ProjectedEvent[],
): Promise<RecordedStatement[]> {
  return recordWrites(async (db) => {
    for (const event of events) {
      for (const projection of byType.get(event.type) ?? []) await projection.apply(db, event);
    }
  });
}

/** Runs projection statements inside the caller's transaction, in one round trip. */
export async function runProjectionSql(trx: Kysely<ReadModelDatabase>, statements: readonly string[]): Promise<void> {
  if (statements.length > 0) await sql.raw(statements.join(';\n')).execute(trx);
}
