import { projections, rebuildProjections, type RebuildProgress } from '@dealbook/projections';
import { openPersistence } from '../infra/persistence.js';

/**
 * `npm run projections:rebuild [name ...]`: rebuilds the named read models (all when none is
 * named) by replaying the whole log into fresh copies of their tables, swapped in at the end.
 * Reads and appends go on while it loads; appends wait only for the events committed meanwhile
 * and the swap.
 */
async function main(names: string[]): Promise<void> {
  const unknown = names.filter((name) => !projections.some((p) => p.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown projection ${unknown.join(', ')}. Known: ${projections.map((p) => p.name).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const selected = names.length === 0 ? projections : projections.filter((p) => names.includes(p.name));
  const persistence = await openPersistence({
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    dataDir: process.env.DATA_DIR ?? './data',
  });
  try {
    if (!persistence.rebuildSource) {
      console.error(
        'Rebuilds replay the PostgreSQL event store. With EVENT_STORE=kurrentdb, empty the read-model database instead: the catch-up runners rebuild it at start.',
      );
      process.exitCode = 2;
      return;
    }
    const started = performance.now();
    const results = await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource,
      projections: selected,
      onProgress: (progress: readonly RebuildProgress[]) => {
        const { eventsRead = 0, eventsTotal = 0 } = progress[0] ?? {};
        const seconds = (performance.now() - started) / 1000;
        // Appends committed while it loads are replayed too, and may take the count past the total.
        const percent = eventsTotal === 0 ? 100 : Math.min(100, Math.floor((100 * eventsRead) / eventsTotal));
        process.stdout.write(
          `\r${eventsRead} / ${eventsTotal} events (${percent} %), ${Math.round(eventsRead / seconds)} events/s   `,
        );
        if (eventsRead >= eventsTotal) process.stdout.write('\n');
      },
      onIndexBuilt: (built, total) => process.stdout.write(`\rBuilding indexes: ${built} of ${total}   `),
      log: (message) => console.warn(`\n${message}`),
    });
    process.stdout.write('\n');
    for (const r of results) console.log(`${r.projection}: rebuilt from ${r.eventsApplied} of ${r.eventsRead} events`);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s (indexes rebuilt, checkpoints moved)`);
  } finally {
    await persistence.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
