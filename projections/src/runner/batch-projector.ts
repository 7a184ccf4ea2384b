import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { indexByEventType, projectionStatements } from './inline-projector.js';
import type { ProjectedEvent, Projection } from './projection.js';
import { readTableFacts, SetBasedWriter, type TableFacts } from '../sql-rewriter/set-based-writes.js';

/**
 * Brings the read models up to date with a batch append's events inside its transaction, the
 * statements written set-based as a rebuild writes them (one INSERT for a thousand companies, not
 * a thousand), so a bulk import approaches the database's own rate.
 */
export type BatchProjector = (trx: Kysely<ReadModelDatabase>, events: readonly ProjectedEvent[]) => Promise<void>;

export function createBatchProjector(projections: readonly Projection[]): BatchProjector {
  const byType = indexByEventType(projections);
  // What the catalogue says of the tables is the schema's: read once, again only after a failure.
  let facts: Promise<TableFacts> | undefined;
  return async (trx, events) => {
    const statements = await projectionStatements(byType, events);
    if (statements.length === 0) return;
    facts ??= readTableFacts(trx).catch((error: unknown) => {
      facts = undefined;
      throw error;
    });
    const writer = new SetBasedWriter(trx, await facts);
    await writer.run(await writer.plan(statements), statements);
  };
}
