import { expect, type Page } from '@playwright/test';
import { admin } from './playwright.config.js';
import { api, signedInPage, test, type Account } from './support.js';

/** Creates an account with the given role through the admin API, as the signed-in admin page. */
async function createAccount(adminPage: Page, role: number, label: string): Promise<Account> {
  const account = { email: `${label.toLowerCase()}-${Date.now()}@dealbook.local`, password: `${label}-test-password` };
  await (
    await api(adminPage)
  ).post('/api/user', {
    email: account.email,
    firstName: label,
    lastName: 'Tester',
    role,
    password: account.password,
  });
  return account;
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the sign-in page of a signed-out visitor loads without a refused call or a console error; toasts keep clear of the header', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);

  // A failed sign-in's toast shows in the lower part of the page, not over its top.
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByLabel('Password').press('Enter');
  const toast = page.locator('.bp6-toast').filter({ hasText: 'Login Failed' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box!.y).toBeGreaterThan(page.viewportSize()!.height / 2);
  await context.close();
});

function savedSetting(page: Page) {
  return page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/user\/[^/]+$/.test(r.url()));
}

test('pinning the sidebar is saved to the user and survives a reload', async ({ browser }) => {
  const page = await signedInPage(browser);
  const logo = page.getByTestId('sidebar-logo');

  // Whatever the stored setting, put it in mini mode first, once the sidebar shows which it is.
  // (Names are exact: "Pin sidebar" is also a part of "Unpin sidebar".)
  const unpin = page.getByRole('button', { name: 'Unpin sidebar', exact: true });
  const pin = page.getByRole('button', { name: 'Pin sidebar', exact: true });
  await expect(pin.or(unpin)).toBeVisible();
  if (await unpin.isVisible()) {
    const saved = savedSetting(page);
    await unpin.click();
    expect((await saved).ok()).toBe(true);
    // Pointer and focus leave the sidebar: a mini sidebar opens while hovered or focused within.
    await page.mouse.move(900, 500);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  }
  await expect(page.getByRole('button', { name: 'Pin sidebar', exact: true })).toBeVisible();
  await expect.poll(async () => (await logo.boundingBox())?.width).toBe(32);

  // Mini mode (issue 13): every icon link has its own name, shown in a tooltip on hover, and the
  // groups are set apart.
  const links = mainNav(page).getByRole('link');
  const names = await links.evaluateAll((found) => found.map((link) => link.getAttribute('aria-label')));
  expect(names).toContain('Velocity deals');
  expect(new Set(names).size).toBe(names.length);
  await expect(mainNav(page).locator('hr.db-sidebar-nav__separator').first()).toBeVisible();
  // The links keep their own styling (and the current page's mark) inside their tooltips.
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveClass(
    'db-sidebar-nav__link is-active',
  );
  await mainNav(page).getByRole('link', { name: 'Velocity deals' }).hover();
  await expect(page.locator('.bp6-tooltip').filter({ hasText: 'Velocity deals' })).toBeVisible();

  const saved = savedSetting(page);
  await page.getByRole('button', { name: 'Pin sidebar', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect.poll(async () => (await logo.boundingBox())?.width).toBe(150);
  await expect(sidebar(page).getByText('Companies')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Unpin sidebar', exact: true })).toBeVisible();
  await expect.poll(async () => (await logo.boundingBox())?.width).toBe(150);

  const unpinned = savedSetting(page);
  await page.getByRole('button', { name: 'Unpin sidebar', exact: true }).click();
  expect((await unpinned).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pin sidebar', exact: true })).toBeVisible();
  await expect.poll(async () => (await logo.boundingBox())?.width).toBe(32);
  await page.context().close();
});

test('a new user gets the labelled sidebar with its group names; collapsing it to icons is remembered', async ({
  browser,
}) => {
  const adminPage = await signedInPage(browser);
  const newcomer = await createAccount(adminPage, 2, 'Newcomer');
  await adminPage.context().close();

  const page = await signedInPage(browser, { account: newcomer });
  const logo = page.getByTestId('sidebar-logo');
  await expect(page.getByRole('button', { name: 'Unpin sidebar', exact: true })).toBeVisible();
  await expect.poll(async () => (await logo.boundingBox())?.width).toBe(150);
  for (const title of ['Contacts', 'Velocity', 'Deal Management', 'Reporting']) {
    await expect(sidebar(page).getByText(title, { exact: true })).toBeVisible();
  }
  await expect(sidebar(page).getByText('Velocity deals', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('All deals', { exact: true })).toBeVisible();

  const saved = savedSetting(page);
  await page.getByRole('button', { name: 'Unpin sidebar', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pin sidebar', exact: true })).toBeVisible();
  await expect.poll(async () => (await logo.boundingBox())?.width).toBe(32);
  await expect(sidebar(page).getByText('Deal Management', { exact: true })).toBeHidden();
  await page.context().close();
});

test('an opened company shows in the recently viewed overlay, live in another tab too', async ({ browser }) => {
  const page = await signedInPage(browser);
  const otherTab = await page.context().newPage();
  await otherTab.goto('/dashboard');
  await otherTab.getByRole('button', { name: 'Show side panel' }).click();
  const otherRecent = otherTab.getByRole('region', { name: 'Recently viewed' });

  await page.goto('/companies');
  const firstRow = page.getByRole('region', { name: 'Companies' }).getByRole('link').first();
  const name = (await firstRow.locator('.db-company-cell__name').innerText()).trim();
  const recorded = page.waitForResponse((r) => r.url().endsWith('/recently-viewed'));
  await firstRow.click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  expect((await recorded).ok()).toBe(true);
  const companyPath = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Show side panel' }).click();
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  const item = recent.getByRole('link').first();
  await expect(item.locator('.db-recent-item__name')).toHaveText(name);
  await expect(item).toHaveAttribute('href', companyPath);

  // No reload in the other tab: the push to the user's room refreshes it.
  await expect(otherRecent.getByRole('link').first().locator('.db-recent-item__name')).toHaveText(name);

  await page.getByRole('button', { name: 'Close side panel' }).click();
  await expect(recent).toHaveCount(0);
  await page.context().close();
});

test('an unknown path leads to /not-found', async ({ browser }) => {
  const page = await signedInPage(browser);
  await page.goto('/nope');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.context().close();
});

test('an admin sees Users and Guests; a plain user does not and is sent away from /admin', async ({ browser }) => {
  const page = await signedInPage(browser);
  await expect(mainNav(page).getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Guests' })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('region', { name: 'Users' })).toContainText(admin.email);
  // The list pages and other specs add users: narrow it to the testers first.
  await page.getByLabel('Search users', { exact: true }).fill('Tester');
  await expect(page.getByText(admin.email)).toHaveCount(0);
  const plain = await createAccount(page, 2, 'Plain');
  // Created through the API, not this screen: the filtered list hears of it and refreshes.
  await expect(page.getByRole('region', { name: 'Users' })).toContainText(plain.email);

  const userPage = await signedInPage(browser, { account: plain });
  await expect(mainNav(userPage).getByRole('link', { name: 'Companies' })).toBeVisible();
  await expect(mainNav(userPage).getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(mainNav(userPage).getByRole('link', { name: 'Guests' })).toHaveCount(0);
  await userPage.goto('/admin');
  await expect(userPage).toHaveURL(/\/dashboard$/);
  await userPage.goto('/admin/guests');
  await expect(userPage).toHaveURL(/\/dashboard$/);
  await userPage.context().close();
  await page.context().close();
});

test('an external caller lands under /ext and a client under /client, each kept to their own area', async ({
  browser,
}) => {
  const adminPage = await signedInPage(browser);
  const external = await createAccount(adminPage, 1, 'Caller');
  const client = await createAccount(adminPage, 0, 'Client');
  await adminPage.context().close();

  const caller = await signedInPage(browser, { account: external, landing: /\/ext\/dashboard$/ });
  const header = mainNav(caller);
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/ext/dashboard');
  await expect(header.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/ext/console');
  await expect(caller.getByRole('button', { name: 'Search' })).toHaveCount(0);
  await caller.getByRole('button', { name: 'Caller' }).click();
  await expect(caller.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(caller.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await caller.goto('/admin');
  await expect(caller).toHaveURL(/\/ext\/dashboard$/);
  await caller.goto('/client/status');
  await expect(caller).toHaveURL(/\/ext\/dashboard$/);
  // /companies and /contacts need no role (spec §2.1), but the staff shell is not theirs (issue 13).
  for (const path of ['/companies', '/contacts', '/companies/new']) {
    await caller.goto(path);
    await expect(caller).toHaveURL(/\/ext\/dashboard$/);
  }
  await expect(caller.getByRole('button', { name: 'New company' })).toHaveCount(0);
  await caller.context().close();

  const clientPage = await signedInPage(browser, { account: client, landing: /\/client$/ });
  await expect(mainNav(clientPage).getByRole('link', { name: 'Approvals' })).toHaveAttribute(
    'href',
    '/client/approval',
  );
  await expect(mainNav(clientPage).getByRole('link', { name: 'Project Status' })).toHaveAttribute(
    'href',
    '/client/status',
  );
  await clientPage.goto('/client/nope');
  await expect(clientPage).toHaveURL(/\/client\/not-found$/);
  await clientPage.goto('/team');
  await expect(clientPage).toHaveURL(/\/client$/);
  await clientPage.goto('/ext/dashboard');
  await expect(clientPage).toHaveURL(/\/client$/);
  for (const path of ['/companies', '/contacts']) {
    await clientPage.goto(path);
    await expect(clientPage).toHaveURL(/\/client$/);
  }
  await clientPage.context().close();
});

test('hiding the sidebar gives its width to the page, with and without the side panel', async ({ browser }) => {
  const page = await signedInPage(browser, { context: { viewport: { width: 1440, height: 900 } } });
  const content = page.locator('.db-shell__main');
  await page.getByRole('button', { name: 'Hide sidebar' }).click();
  await expect(sidebar(page)).toHaveCount(0);
  // The content once slid into the sidebar's empty column and left 424 px blank on the right.
  await expect.poll(async () => (await content.boundingBox())?.width).toBe(1440);
  await page.getByRole('button', { name: 'Show side panel' }).click();
  const panel = page.getByRole('complementary', { name: 'Side panel' });
  await expect(panel).toBeVisible();
  const [main, side] = [await content.boundingBox(), await panel.boundingBox()];
  expect(main!.x).toBe(0);
  expect(main!.x + main!.width).toBeCloseTo(side!.x, 0);
  expect(side!.x + side!.width).toBeCloseTo(1440, 0);
  await page.getByRole('button', { name: 'Show sidebar' }).click();
  await expect(sidebar(page)).toBeVisible();
  expect((await content.boundingBox())!.x).toBeGreaterThan(0);
});

test('on a phone the page has the whole width and the sidebar is a labelled drawer that shuts after a move', async ({
  browser,
}) => {
  const page = await signedInPage(browser, { context: { viewport: { width: 390, height: 844 } } });
  // No icon rail beside the page: it had 334 of the 390 px, and wide content scrolled sideways.
  await expect(sidebar(page)).toHaveCount(0);
  expect((await page.locator('.db-shell__main').boundingBox())!.width).toBe(390);
  await page.getByRole('button', { name: 'Show sidebar' }).click();
  await expect(sidebar(page)).toBeVisible();
  // Labelled whatever the pinned setting, and no pin to press on a drawer.
  await expect(sidebar(page).getByRole('link', { name: 'Companies' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: /Pin sidebar/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show sidebar' }).click();
  await sidebar(page).getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(sidebar(page)).toHaveCount(0);
  for (const path of ['/dashboard', '/projects', '/dashboard/manager']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
  }
});

test('a screen the role may not use says why the person landed on the dashboard', async ({ browser }) => {
  const adminPage = await signedInPage(browser);
  const plain = await createAccount(adminPage, 2, 'Refused');
  const userPage = await signedInPage(browser, { account: plain });
  const reasons: [string, string][] = [
    ['/upload', 'Only administrators can upload data.'],
    ['/admin', 'Only administrators can manage users.'],
    ['/dashboard/manager', 'Only managers and administrators can see the team dashboard.'],
  ];
  for (const [path, reason] of reasons) {
    await userPage.goto(path);
    await expect(userPage).toHaveURL(/\/dashboard$/);
    await expect(userPage.locator('.bp6-toast').filter({ hasText: reason })).toBeVisible();
  }
});

test('changing a role asks first, both ways, and names what the new role can do', async ({ browser }) => {
  const page = await signedInPage(browser);
  const person = await createAccount(page, 2, 'Promoted');
  await page.goto('/admin');
  await page.getByLabel('Search users', { exact: true }).fill(person.email);
  const role = page.getByLabel(/^Role of Promoted Tester/);
  await expect(role).toHaveValue('2');

  // Raising to admin is the dangerous direction: it asks, names the powers, and Cancel keeps the role.
  await role.selectOption({ label: 'Admin' });
  const raise = page.getByRole('alertdialog').or(page.locator('.bp6-alert'));
  await expect(raise).toContainText('Raise Promoted Tester from User to Admin?');
  await expect(raise).toContainText('add, change and remove users');
  await raise.getByRole('button', { name: 'Cancel' }).click();
  await expect(role).toHaveValue('2');
  await role.selectOption({ label: 'Admin' });
  await page.getByRole('button', { name: 'Make them Admin' }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: 'Promoted Tester is now Admin' })).toBeVisible();
  await expect(role).toHaveValue('4');

  // Lowering asks too, saying what is lost.
  await role.selectOption({ label: 'User' });
  await expect(page.locator('.bp6-alert')).toContainText('Lower Promoted Tester from Admin to User?');
  await page.getByRole('button', { name: 'Make them User' }).click();
  await expect(role).toHaveValue('2');
});

test('with the connection gone the screen says so, and on its return shows what changed meanwhile', async ({
  browser,
}) => {
  let down = false;
  const sockets: { url(): string; close(): Promise<void> }[] = [];
  const opened: { url(): string; isClosed(): boolean }[] = [];
  // Sockets whose page side has sent Engine.IO's upgrade packet ("5"): only then does the client
  // stop long-polling. Closed before it, the socket carries on over a poll already under way, and
  // only notices at the next ping, 25 s later (seen in CI on d64d72d).
  const upgraded = new Set<string>();
  const page = await signedInPage(browser, {
    prepare: async (tab) => {
      tab.on('websocket', (ws) => {
        opened.push(ws);
        ws.on('framesent', (frame) => {
          if (frame.payload === '5') upgraded.add(ws.url());
        });
      });
      // The socket's own transports, taken down and brought back as a server restart would.
      await tab.routeWebSocket(/\/socket\.io\//, async (ws) => {
        if (down) return ws.close();
        ws.connectToServer();
        sockets.push(ws);
      });
      await tab.route(/\/socket\.io\//, (route) => (down ? route.abort() : route.continue()));
    },
  });
  const call = await api(page);
  const name = `Reconnect Holdings ${Date.now()}`;
  const company = await call.post<{ _id: string; version: number }>('/api/company', { companyName: name });
  await page.goto(`/companies/${company._id}`);
  // Every request of this tab passes the test's routes: the first load is slower than elsewhere.
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting' })).toHaveCount(0);

  // Taken down once the socket runs over WebSocket.
  // The page's socket is seen opening a moment before the route hands it over: wait for both.
  const routed = () => {
    const open = opened.filter((ws) => !ws.isClosed()).map((ws) => ws.url());
    return open.length === 1 && upgraded.has(open[0]!) && sockets.some((ws) => ws.url() === open[0]);
  };
  await expect.poll(routed).toBe(true);
  down = true;
  await Promise.all(sockets.splice(0).map((ws) => ws.close()));
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
  // Renamed by someone else while this tab hears nothing.
  const renamed = `${name} Renamed`;
  await call.put(`/api/company/${company._id}`, { companyName: renamed }, company.version);
  await page.waitForTimeout(1000);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  down = false;
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting' })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
  await expect(page.locator('.bp6-toast').filter({ hasText: 'Connection restored' })).toBeVisible();
});
