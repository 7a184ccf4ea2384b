import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A random high port unless one is given, so two runs on one machine do not meet; kept in the
// environment so Playwright's workers, which load this file again, agree on it.
process.env.BROWSER_TEST_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
const port = Number(process.env.BROWSER_TEST_PORT);
// The product as a person starts it: the built server on its embedded PostgreSQL in a fresh folder.
const dataDir = process.env.BROWSER_TEST_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'dealbook-browser-'));
process.env.BROWSER_TEST_DATA_DIR = dataDir;

export const admin = { email: 'browser-admin@dealbook.local', password: 'browser-test-password' };

export default defineConfig({
  testDir: '.',
  testMatch: '*.browser.spec.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalTeardown: './remove-data-dir.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm run serve',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEALBOOK_ADMIN_EMAIL: admin.email,
      DEALBOOK_ADMIN_PASSWORD: admin.password,
      DEMO_DATA: 'true',
    },
  },
});
