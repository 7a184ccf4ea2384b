/**
 * BENCH_ONLY=layout: how much the screens jump while they load (issue 33), from the built product
 * (npm run build) on its demo data in Chromium. For /dashboard, /dashboard/manager, a company page
 * and a project page, each opened fresh (empty cache, signed in) at 1440×900 and 390×844:
 *  - cumulative layout shift: every 'layout-shift' entry without recent input, summed, collected
 *    until the network is idle and one second more (goal ≤ 0.1);
 *  - largest contentful paint (goal ≤ 2.5 s, Web Vitals' "good"; this machine is shared, so read it
 *    as a trend, not a verdict);
 * and the compressed JS of the first load of /login and /dashboard (goals 150 KB and 300 KB, as
 * first-load.bench.ts measures them in more detail).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { openBenchDatabase, startServer } from './bench-support.js';

const admin = { email: 'layout@dealbook.local', password: 'bench-password-123' };
const goals = { cls: 0.1, lcpMs: 2500, loginJs: 150 * 1024, dashboardJs: 300 * 1024 };
const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Runs in the page before its own scripts: keeps the shifts and the LCP the browser reports.
 * Sent as text, with the helper (__name) that tsx wraps named functions in and the page lacks.
 */
const observeVitals = `var __name = (f) => f; (${String(function observe() {
  const vitals = { cls: 0, shifts: [] as { value: number; at: number; nodes: string[] }[], lcp: 0 };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    // The section it sits in names it best (a dashboard card is a labelled region).
    const region = node.closest('[aria-label]')?.getAttribute('aria-label');
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/).slice(0, 2) : [];
    return `${[node.tagName.toLowerCase(), ...classes].join('.')}${region ? ` in "${region}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      vitals.cls += entry.value;
      vitals.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        nodes: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})})()`;

interface Vitals {
  cls: number;
  lcp: number;
  shifts: { value: number; at: number; nodes: string[] }[];
}

/** Compressed bytes of the scripts a page downloads until its network is idle. */
function countScripts(page: Page) {
  const pending: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    const script = request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');
    if (script) pending.push(request.sizes().then((s) => s.responseBodySize));
  });
  return async () => (await Promise.all(pending)).reduce((a, b) => a + b, 0);
}

/** Opens `path` in a fresh context (empty cache) and reads its vitals once idle + 1 s. */
async function visit(browser: Browser, baseUrl: string, path: string, size: (typeof sizes)[number], storage?: Storage) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: size.width, height: size.height },
    storageState: storage,
  });
  try {
    await context.addInitScript({ content: observeVitals });
    const page = await context.newPage();
    const scripts = countScripts(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    if (new URL(page.url()).pathname !== path) throw new Error(`${path} went to ${page.url()}`);
    await page.waitForTimeout(1000);
    const vitals = await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
    return { ...vitals, js: await scripts() };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

export async function benchLayoutShift(): Promise<void> {
  const database = await openBenchDatabase();
  const server = await startServer(database.url, {
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
    DEMO_DATA: 'true',
  });
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const signIn = await browser.newContext({ baseURL: server.baseUrl });
    const page = await signIn.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(/\/dashboard$/);
    const storage = await signIn.storageState();
    const first = async (list: string) => {
      const response = await page.request.get(`/api/${list}/search?limit=1`);
      const rows = (await response.json()) as { _id: string }[];
      if (!rows[0]) throw new Error(`the demo data has no ${list}`);
      return rows[0]._id;
    };
    const pages = [
      '/dashboard',
      '/dashboard/manager',
      `/companies/${await first('companies')}`,
      `/projects/${await first('projects')}`,
    ];
    await signIn.close();

    const rows: string[][] = [];
    const details: string[] = [];
    for (const path of pages)
      for (const size of sizes) {
        const vitals = await visit(browser, server.baseUrl, path, size, storage);
        rows.push([
          path.replace(/[0-9a-f-]{36}$/, ':id'),
          `${size.width}×${size.height}`,
          `${vitals.cls.toFixed(3)} (${verdict(vitals.cls <= goals.cls)})`,
          `${Math.round(vitals.lcp)} ms (${verdict(vitals.lcp <= goals.lcpMs)})`,
        ]);
        for (const shift of vitals.shifts.filter((s) => s.value >= 0.005))
          details.push(
            `  ${path} ${size.name}: ${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.nodes.join(', ')}`,
          );
      }
    const login = await visit(browser, server.baseUrl, '/login', sizes[0]);
    const dashboard = await visit(browser, server.baseUrl, '/dashboard', sizes[0], storage);

    const header = ['page', 'viewport', `CLS (goal ≤ ${goals.cls})`, `LCP (goal ≤ ${goals.lcpMs} ms)`];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `layout: ${cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`;
    console.info(line(header));
    for (const row of rows) console.info(line(row));
    console.info(
      `layout: first-load JS, compressed: /login ${kb(login.js)} (goal ≤ ${kb(goals.loginJs)}: ` +
        `${verdict(login.js <= goals.loginJs)}), /dashboard ${kb(dashboard.js)} (goal ≤ ${kb(goals.dashboardJs)}: ` +
        `${verdict(dashboard.js <= goals.dashboardJs)})`,
    );
    if (details.length > 0) console.info(`layout: shifts of 0.005 and more, with what moved:\n${details.join('\n')}`);
  } finally {
    await browser.close();
    await server.stop();
    await database.close();
  }
}
