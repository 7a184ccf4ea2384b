import pg from 'pg';
import { createDatabase, createStaff, printTable, sleep, Tally } from './load-support.js';
import { PushLatency } from './push-latency.js';
import type { LoadContext } from './run-load.js';
import { Workload, writtenTypes } from './workload.js';

/**
 * `long-transaction`: LOAD_TX_WRITES (200) writes one after another, timed to their pushes, first
 * alone, then while a transaction that took a transaction id sleeps in ANOTHER database of the
 * same PostgreSQL server (`begin; select txid_current(); select pg_sleep(N)`): a change feed that
 * waits for every older transaction of the server holds the pushes back until it ends. Then, as
 * a control that the measure sees a held-back feed (LOAD_TX_CONTROL=false skips it), while a
 * transaction in the app's own database holds the events table's append lock, as an append in
 * flight does, which any gap-free feed must wait for.
 */
export async function longTransaction(context: LoadContext): Promise<void> {
  const { server, adminToken, serverUrl, databaseName, databaseUrl } = context;
  const writes = Number(process.env.LOAD_TX_WRITES ?? 200);
  const otherName = `${databaseName}_other`;
  const otherUrl = await createDatabase(serverUrl, otherName);
  const [user] = await createStaff(server.baseUrl, adminToken, 1);
  const tally = new Tally();
  const pushes = await PushLatency.connect(server.baseUrl, adminToken, writtenTypes);
  const workload = new Workload(server.baseUrl, tally, pushes);
  await workload.load(adminToken);
  const run = async () => {
    const started = performance.now();
    for (let i = 0; i < writes; i++) {
      await (i % 2 === 0 ? workload.createCompany(user!.token) : workload.updateCompany(user!.token));
    }
    return (performance.now() - started) / 1000;
  };

  console.log(`\nlong-transaction: ${writes} writes alone…`);
  const aloneSeconds = await run();
  await pushes.settle(10_000);
  const latency = pushes.rows('alone');
  const timeline = [[`${writes} writes alone`, `${aloneSeconds.toFixed(1)} s`, '', '']];
  pushes.reset();

  // Long enough to outlast the writes (twice as long as they took alone, and 10 s more).
  const holdSeconds = Number(process.env.LOAD_HOLD_SECONDS ?? Math.min(300, Math.ceil(aloneSeconds * 2) + 10));
  const phases = [
    {
      label: `beside a ${holdSeconds} s transaction in another database`,
      url: otherUrl,
      name: otherName,
      statement: '',
    },
    ...(process.env.LOAD_TX_CONTROL === 'false'
      ? []
      : [
          {
            label: `control: beside one holding the events append lock ${holdSeconds} s`,
            url: databaseUrl,
            name: databaseName,
            statement: 'lock table events in row exclusive mode',
          },
        ]),
  ];
  for (const phase of phases) {
    const holder = new pg.Client({ connectionString: phase.url });
    await holder.connect();
    await holder.query('begin');
    if (phase.statement) await holder.query(phase.statement);
    const { xid } = (await holder.query<{ xid: string }>('select txid_current() as xid')).rows[0]!;
    const holdStartedAt = performance.now();
    let holdEndedAt = Infinity;
    const holding = holder
      .query(`select pg_sleep(${holdSeconds})`)
      .then(() => holder.query('rollback'))
      .finally(() => (holdEndedAt = performance.now()));
    await sleep(200);
    console.log(`long-transaction: ${writes} writes ${phase.label} (transaction ${xid} in ${phase.name})…`);
    const seconds = await run();
    const writesEndedAt = performance.now();
    // Pushes held back by the transaction come when it ends: wait for it, and 15 s more.
    await pushes.settle(Math.max(0, holdStartedAt + holdSeconds * 1000 - writesEndedAt) + 15_000);
    await holding.catch((error: unknown) => console.error(`  the held transaction: ${String(error)}`));
    await holder.end();
    const measured = pushes.measure();
    latency.push(...pushes.rows(phase.label));
    timeline.push([
      `${writes} writes ${phase.label}`,
      `${seconds.toFixed(1)} s`,
      holdEndedAt < writesEndedAt ? 'yes (raise LOAD_HOLD_SECONDS)' : 'no',
      `${measured.arrivals.filter((at) => at < holdEndedAt).length} of ${measured.writes}`,
    ]);
    pushes.reset();
  }
  pushes.close();

  printTable('long-transaction: requests', Tally.header, tally.rows());
  printTable('long-transaction: push latency (write → change on its list room)', PushLatency.header, latency);
  printTable(
    'long-transaction: timeline',
    ['writes', 'took', 'the transaction ended first', 'pushed while it was open'],
    timeline,
  );
}
