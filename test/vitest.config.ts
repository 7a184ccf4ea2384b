import { defineConfig } from 'vitest/config';

const root = new URL('..', import.meta.url).pathname;
const databaseSetup = ['test/support/global-postgres.ts'];

/**
 * Tiers of DESIGN §10: unit specs beside the code, integration specs against a real PostgreSQL
 * (TEST_DATABASE_URL, else an embedded server started once for the run), end-to-end HTTP and
 * socket specs in test/e2e, then the e2e suite's recorded traffic against the API document
 * (test/traffic). Browser specs run under Playwright (test/browser).
 */
export default defineConfig({
  root,
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      {
        // Unit specs share one process per worker (no isolation): two thirds of the tier's time went
        // on importing the same modules again for each file (issue 35). A spec that needs a process
        // of its own, or takes seconds, belongs in the int tier.
        extends: true,
        test: { name: 'unit', include: ['*/src/**/*.unit.spec.{ts,tsx}', 'web/*.unit.spec.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['*/src/**/*.int.spec.ts'],
          globalSetup: databaseSetup,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.spec.ts'],
          globalSetup: [...databaseSetup, 'test/support/traffic-file-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // After the e2e project (`npm test` runs it second): its traffic against the API document.
        extends: true,
        test: {
          name: 'traffic',
          include: ['test/traffic/**/*.traffic.spec.ts'],
          globalSetup: databaseSetup,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // `npm run test:cluster` (last in `npm test`): three built instances behind nginx, on a
        // PostgreSQL and a Redis of the cluster's own, broken on purpose. One file at a time.
        extends: true,
        test: {
          name: 'cluster',
          include: ['test/cluster/**/*.cluster.spec.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Runs only by `npm run test:kurrentdb` against KURRENTDB_URL: no KurrentDB runs here.
        extends: true,
        test: { name: 'kurrentdb', include: ['api/src/**/*.kurrent.spec.ts'], testTimeout: 60_000 },
      },
    ],
  },
});
