/**
 * BENCH_ONLY=firstload: what a browser downloads on its first visit (empty cache) to the
 * sign-in page and, signed in, to the dashboard, from the built product (npm run build) in
 * Chromium: the compressed script bodies (the goals of issue 13: 150 KB for /login, 300 KB for
 * /dashboard), the same with response headers, and every byte transferred (headers included).
 */
import { chromium, type Browser, type BrowserContext, type Request } from '@playwright/test';
import { openBenchDatabase, startServer } from './bench-support.js';

const admin = { email: 'firstload@dealbook.local', password: 'bench-password-123' };
const goals = { login: 150 * 1024, dashboard: 300 * 1024 };

interface Transfer {
  url: string;
  script: boolean;
  /** The body as sent (compressed). */
  body: number;
  /** Bytes on the wire: response headers and the body as sent. */
  transferred: number;
  /** The body once decoded. */
  decoded: number;
  encoding: string;
}

interface LoadFigures {
  scripts: Transfer[];
  all: Transfer[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (transfers: Transfer[], pick: (t: Transfer) => number) => transfers.reduce((n, t) => n + pick(t), 0);

/** A socket.io long poll stays open by design: it is not a download the page waits for. */
const longLived = (request: Request) => new URL(request.url()).pathname.startsWith('/socket.io/');

/**
 * Records every response of the context while `visit` runs and until the network has been
 * quiet for `quietMs` (a client-side navigation fetches its chunks after the URL has changed).
 */
async function measure(context: BrowserContext, visit: () => Promise<void>, quietMs = 1000): Promise<LoadFigures> {
  const pending: Promise<Transfer | undefined>[] = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  const started = (request: Request) => {
    if (longLived(request)) return;
    inFlight++;
    lastActivity = performance.now();
  };
  const ended = (request: Request) => {
    if (longLived(request)) return;
    inFlight--;
    lastActivity = performance.now();
  };
  const record = (request: Request) =>
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const [sizes, headers, body] = await Promise.all([
          request.sizes(),
          response.allHeaders(),
          response.body().catch(() => Buffer.alloc(0)),
        ]);
        const url = new URL(request.url());
        return {
          url: url.pathname,
          script: request.resourceType() === 'script' || url.pathname.endsWith('.js'),
          body: sizes.responseBodySize,
          transferred: sizes.responseHeadersSize + sizes.responseBodySize,
          decoded: body.length,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })(),
    );
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  context.on('requestfinished', record);
  try {
    await visit();
    while (inFlight > 0 || performance.now() - lastActivity < quietMs)
      await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    context.off('request', started);
    context.off('requestfinished', ended);
    context.off('requestfailed', ended);
    context.off('requestfinished', record);
  }
  const all = (await Promise.all(pending)).filter((t): t is Transfer => t !== undefined);
  return { scripts: all.filter((t) => t.script), all };
}

function report(name: string, figures: LoadFigures, goal?: number) {
  const js = sum(figures.scripts, (t) => t.body);
  const encodings = [...new Set(figures.scripts.map((t) => t.encoding))].join(', ') || 'none';
  const verdict = goal === undefined ? '' : js <= goal ? ` (goal ≤ ${kb(goal)}: met)` : ` (goal ≤ ${kb(goal)}: MISSED)`;
  console.info(
    `firstload: ${name}: JS ${kb(js)} compressed in ${figures.scripts.length} files ` +
      `(${kb(sum(figures.scripts, (t) => t.transferred))} with headers, ` +
      `${kb(sum(figures.scripts, (t) => t.decoded))} decoded, ${encodings})${verdict}; ` +
      `all ${kb(sum(figures.all, (t) => t.transferred))} in ${figures.all.length} requests ` +
      `(${kb(sum(figures.all, (t) => t.decoded))} decoded)`,
  );
  if (process.env['BENCH_VERBOSE'])
    for (const t of [...figures.all].sort((a, b) => b.transferred - a.transferred))
      console.info(`  ${kb(t.transferred).padStart(9)} ${t.encoding.padEnd(8)} ${t.url}`);
}

async function newContext(
  browser: Browser,
  baseUrl: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  return browser.newContext({ baseURL: baseUrl, storageState });
}

export async function benchFirstLoad(): Promise<void> {
  const database = await openBenchDatabase();
  const server = await startServer(database.url, {
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
  });
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // The sign-in page, as someone opening the app for the first time sees it.
    const signInContext = await newContext(browser, server.baseUrl);
    const page = await signInContext.newPage();
    const login = await measure(signInContext, async () => {
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByLabel('E-mail').waitFor();
    });
    report('/login, empty cache', login, goals.login);

    // Signing in from there: what the dashboard adds to what the sign-in page already loaded.
    const afterSignIn = await measure(signInContext, async () => {
      await page.getByLabel('E-mail').fill(admin.email);
      await page.getByLabel('Password').fill(admin.password);
      await page.getByLabel('Password').press('Enter');
      await page.waitForURL(/\/dashboard$/);
    });
    report('/dashboard after signing in (cache of /login)', afterSignIn);

    // The dashboard opened straight away by someone signed in, with an empty cache.
    const dashboardContext = await newContext(browser, server.baseUrl, await signInContext.storageState());
    const dashboardPage = await dashboardContext.newPage();
    const dashboard = await measure(dashboardContext, async () => {
      await dashboardPage.goto('/dashboard', { waitUntil: 'networkidle' });
      if (!dashboardPage.url().endsWith('/dashboard')) throw new Error(`/dashboard went to ${dashboardPage.url()}`);
    });
    report('/dashboard, signed in, empty cache', dashboard, goals.dashboard);
  } finally {
    await browser.close();
    await server.stop();
    await database.close();
  }
}
