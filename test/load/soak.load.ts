import { createStaff, mb, memoryOf, pct, printTable, rssOf, sleep, Tally } from './load-support.js';
import { PushLatency } from './push-latency.js';
import type { LoadContext } from './run-load.js';
import { Workload, writtenTypes } from './workload.js';

/**
 * `soak`: LOAD_MINUTES of the day's mix (Workload) by LOAD_USERS signed-in members of staff, each
 * at LOAD_RATE requests a second, while a socket on the list rooms times every write's push; the
 * server's resident memory at the start, every minute and at the end.
 */
export async function soak({ server, adminToken, minutes }: LoadContext): Promise<void> {
  const users = Number(process.env.LOAD_USERS ?? 4);
  const rate = Number(process.env.LOAD_RATE ?? 2);
  const staff = await createStaff(server.baseUrl, adminToken, users);
  const tally = new Tally();
  const pushes = await PushLatency.connect(server.baseUrl, adminToken, writtenTypes);
  const workload = new Workload(server.baseUrl, tally, pushes);
  await workload.load(adminToken);

  const durationMs = minutes * 60_000;
  // Bounded by count too: a user never makes more than its rate allows over the whole run.
  const maxPerUser = Math.ceil((durationMs / 1000) * rate);
  const memory: [string, number][] = [['start', await rssOf(server.pid)]];
  console.log(
    `\nsoak: ${users} users × ${rate} requests/s for ${minutes} min (at most ${maxPerUser} requests each); ` +
      `server at ${mb(memory[0]![1])}`,
  );
  const started = performance.now();
  const deadline = started + durationMs;
  const minuteSamples: Promise<void>[] = [];
  const sampleMinute = () => {
    const label = `minute ${minuteSamples.length + 1}`;
    minuteSamples.push(
      rssOf(server.pid).then((rss) => {
        memory.push([label, rss]);
        const answers = tally.all;
        const failed = answers.filter((answer) => answer.status === 0 || answer.status >= 500).length;
        console.log(`  ${label}: ${answers.length} requests, ${failed} 5xx or unanswered, server ${mb(rss)}`);
      }),
    );
  };
  const everyMinute = setInterval(sampleMinute, 60_000);
  try {
    await Promise.all(
      staff.map(async (user, i) => {
        // Spread out, so the users do not fire in step.
        await sleep((i * 1000) / rate / users);
        const userStarted = performance.now();
        for (let n = 0; n < maxPerUser && performance.now() < deadline; n++) {
          const due = userStarted + ((n + 1) * 1000) / rate;
          await workload.any(user.token);
          const wait = Math.min(due, deadline) - performance.now();
          if (wait > 0) await sleep(wait);
        }
      }),
    );
  } finally {
    clearInterval(everyMinute);
  }
  // The last minute's sample, when the loops ended a moment before its timer.
  if (minuteSamples.length < Math.round((performance.now() - started) / 60_000)) sampleMinute();
  await Promise.all(minuteSamples);
  const seconds = (performance.now() - started) / 1000;
  await pushes.settle(10_000);
  pushes.close();
  const end = await memoryOf(server.pid);
  memory.push(['end', end.now]);

  const answers = tally.all;
  const serverErrors = answers.filter((answer) => answer.status >= 500).length;
  const unanswered = answers.filter((answer) => answer.status === 0).length;
  // Every request of the mix is valid: any answer but a 2xx is an error.
  const errors = answers.filter((answer) => answer.status < 200 || answer.status >= 300).length;
  printTable(`soak: requests over ${seconds.toFixed(0)} s`, Tally.header, tally.rows());
  printTable(
    'soak: errors',
    ['measure', 'value'],
    [
      ['requests', String(answers.length)],
      ['requests/s', (answers.length / seconds).toFixed(1)],
      ['error rate (any non-2xx; no 4xx is expected)', `${pct(errors, answers.length)} (${errors})`],
      ['5xx', `${pct(serverErrors, answers.length)} (${serverErrors})`],
      ['no answer (refused, timed out)', String(unanswered)],
    ],
  );
  printTable('soak: push latency (write → change on list:company|contact|task|communication)', PushLatency.header, [
    ...pushes.rows('all writes'),
  ]);
  const first = memory[0]![1];
  const afterFirstMinute = memory[1]?.[1];
  printTable(
    'soak: server resident memory (VmRSS)',
    ['when', 'RSS', 'since start'],
    [
      ...memory.map(([when, rss]) => [when, mb(rss), `${rss - first >= 0 ? '+' : ''}${mb(rss - first)}`]),
      ['peak (VmHWM)', mb(end.peak), ''],
      ...(afterFirstMinute !== undefined && memory.length > 2
        ? [['growth after the first minute', mb(end.now - afterFirstMinute), '']]
        : []),
    ],
  );
}
