import { defineConfig } from 'vitest/config';

const root = new URL('..', import.meta.url).pathname;
const databaseSetup = ['test/support/global-postgres.ts'];

/**
 * Tiers of DESIGN §10: unit specs beside the code, integration specs against a real PostgreSQL
 * (TEST_DATABASE_URL, else an embedded server started once for the run), end-to-end HTTP and
 * socket specs in test/e2e. Browser specs run under Playwright (test/browser).
 */
export default defineConfig({
  root,
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['*/src/**/*.unit.spec.{ts,tsx}'] } },
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
          globalSetup: databaseSetup,
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
