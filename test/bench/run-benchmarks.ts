/**
 * `npm run bench`: every benchmark, each figure beside a baseline measured in the same run.
 * BENCH_ONLY=write, search, lists, callers, rebuild, dashboards, firstload, layout, lighthouse, reports, exports or imports
 * runs one of them.
 *  - write path: company-create throughput and commit-to-socket latency (write-path.bench.ts)
 *  - global search over a million contacts (global-search.bench.ts)
 *  - list pages over a million contacts: first, deep (offset and cursor), filtered, sorted (list-paging.bench.ts)
 *  - 100 callers logging call outcomes in the console for 60 s (console-callers.bench.ts)
 *  - rebuilding every read model from a 200 000-event log (rebuild.bench.ts)
 *  - the dashboards over 1.8 M calls, and a logged call reaching a manager's board (dashboards.bench.ts)
 *  - what a browser downloads for the sign-in page and the dashboard on a first visit (first-load.bench.ts)
 *  - how much the dashboards and record pages jump while they load, their LCP, first-load JS (layout-shift.bench.ts)
 *  - Lighthouse's performance score, TBT, CLS and LCP of /dashboard, desktop and mobile (lighthouse.bench.ts)
 *  - the reports over a year of 1 M communications (reports.bench.ts)
 *  - the companies grid's spreadsheet export of 100 000 rows: wall time, server peak memory (exports.bench.ts)
 *  - data upload: 100 000 company rows checked, imported and undone; a million rows streamed (imports.bench.ts)
 */
import { benchConsoleCallers } from './console-callers.bench.js';
import { benchDashboards } from './dashboards.bench.js';
import { benchExports } from './exports.bench.js';
import { benchFirstLoad } from './first-load.bench.js';
import { benchGlobalSearch } from './global-search.bench.js';
import { benchImports } from './imports.bench.js';
import { benchRebuild } from './rebuild.bench.js';
import { benchListPaging } from './list-paging.bench.js';
import { benchLayoutShift } from './layout-shift.bench.js';
import { benchLighthouse } from './lighthouse.bench.js';
import { benchReports } from './reports.bench.js';
import { benchWritePath } from './write-path.bench.js';

const benches: Record<string, () => Promise<void>> = {
  write: benchWritePath,
  search: benchGlobalSearch,
  lists: benchListPaging,
  callers: benchConsoleCallers,
  rebuild: benchRebuild,
  dashboards: benchDashboards,
  firstload: benchFirstLoad,
  layout: benchLayoutShift,
  lighthouse: benchLighthouse,
  reports: benchReports,
  exports: benchExports,
  imports: benchImports,
};

async function main() {
  const only = process.env.BENCH_ONLY;
  if (only && !benches[only]) throw new Error(`BENCH_ONLY must be one of ${Object.keys(benches).join(', ')}`);
  for (const [name, run] of Object.entries(benches)) if (!only || only === name) await run();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
