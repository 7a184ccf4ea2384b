import { expect, type Page } from '@playwright/test';
import { accessibilityFailures } from './accessibility.js';
import { api, signedInPage, test, uploadPdf, type Account } from './support.js';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * Collects the page's Content-Security-Policy violations from its first script on: the browser
 * fires `securitypolicyviolation` for each, including the ones a library provokes and catches
 * (zod probing `new Function`), which never reach the console as errors.
 */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

/**
 * Opens each screen as a person does and answers, by screen, what it broke: Content-Security-Policy
 * violations and critical or serious accessibility failures.
 */
async function walk(page: Page, paths: readonly string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    const policy = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const failures = [...policy, ...(await accessibilityFailures(page))];
    if (failures.length > 0) found[path] = failures;
  }
  return found;
}

/** A screen has settled when its heading is on screen and no request is in flight. */
async function settled(page: Page) {
  await expect(page.locator('h1, h2').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

interface People {
  client: Account;
  caller: Account;
  manager: Account;
  user: Account;
  company: string;
  contact: string;
  screens: { staff: string[]; client: string[]; caller: string[]; manager: string[]; user: string[] };
}

/**
 * As the administrator, through the API: a client company with a contact and a project, a client
 * user of that company and an external caller on the project; and every screen of each role.
 */
async function setUp(admin: Page): Promise<People> {
  const call = await api(admin);
  const id = stamp();
  const company = await call.post<{ _id: string }>('/api/company', { companyName: `Policy Client ${id}` });
  const contact = await call.post<{ _id: string }>('/api/contact', {
    firstName: 'Petra',
    lastName: `Policy${id}`,
    companies: [company._id],
  });
  const project = await call.post<{ _id: string; version: number }>('/api/project', {
    projectName: `Policy Sale ${id}`,
    client: company._id,
  });
  // Something waiting for the client's decision, so their approvals are cards with buttons, not an empty list.
  const buyer = await call.post<{ _id: string }>('/api/company', { companyName: `Policy Buyer ${id}` });
  await call.post('/api/purchase', { company: buyer._id, project: project._id });
  await call.post(`/api/project/${project._id}/purchasers/approval`, { all: true, note: 'One to decide on' });
  const memorandum = await uploadPdf(admin, project._id, `Information Memorandum - Policy Sale ${id}.pdf`);
  await call.post(`/api/attachment/${memorandum}/client`, { action: 'submit', note: 'For your approval' });
  const client = { email: `policy-client-${id}@dealbook.local`, password: 'policy-test-password' };
  const clientUser = await call.post<{ _id: string; version: number }>('/api/user', {
    ...client,
    firstName: 'Cora',
    lastName: `Policy${id}`,
    role: 0,
  });
  await call.put(`/api/user/${clientUser._id}`, { companies: [company._id] }, clientUser.version);
  const caller = { email: `policy-caller-${id}@dealbook.local`, password: 'policy-test-password' };
  const callerUser = await call.post<{ _id: string }>('/api/user', {
    ...caller,
    firstName: 'Cal',
    lastName: `Policy${id}`,
    role: 1,
  });
  await call.put(`/api/project/${project._id}`, { externalCallers: [callerUser._id] }, project.version);
  const manager = { email: `policy-manager-${id}@dealbook.local`, password: 'policy-test-password' };
  await call.post('/api/user', { ...manager, firstName: 'Mona', lastName: `Policy${id}`, role: 3 });
  const user = { email: `policy-user-${id}@dealbook.local`, password: 'policy-test-password' };
  const plainUser = await call.post<{ _id: string }>('/api/user', {
    ...user,
    firstName: 'Ulla',
    lastName: `Policy${id}`,
    role: 2,
  });
  const staff = [
    '/dashboard',
    '/dashboard/manager',
    '/companies',
    '/companies/new',
    `/companies/${company._id}`,
    `/companies/${company._id}/edit`,
    '/contacts',
    '/contacts/new',
    `/contacts/${contact._id}`,
    '/ambassadors',
    '/events',
    '/events/new',
    '/projects',
    '/projects/opportunities',
    '/projects/new',
    `/projects/${project._id}`,
    `/projects/${project._id}/edit`,
    '/projects/console',
    '/team',
    '/team/tasks',
    '/reports',
    '/search',
    '/admin',
    '/upload',
    '/account',
  ];
  return {
    client,
    caller,
    manager,
    user,
    company: company._id,
    contact: contact._id,
    screens: {
      staff,
      client: ['/client/status', '/client/approval', '/client/account'],
      caller: ['/ext/dashboard', '/ext/console', '/ext/account'],
      // What a manager or a user sees differs from the admin's: their own dashboards, teams and tasks.
      manager: ['/dashboard', '/dashboard/manager', '/companies/merge', '/contacts/merge', '/team'],
      user: ['/dashboard', '/team', `/team/${plainUser._id}`, '/team/tasks', '/projects/console', '/account'],
    },
  };
}

test('every screen of every role keeps the Content-Security-Policy and has no critical or serious accessibility failure', async ({
  browser,
}) => {
  // Some thirty screens, each loaded afresh and analysed by axe-core.
  test.setTimeout(300_000);
  const admin = await signedInPage(browser, { prepare: watchViolations });
  const { client, caller, screens } = await setUp(admin);
  const staffFound = await walk(admin, screens.staff);
  const clientPage = await signedInPage(browser, { account: client, landing: /\/client/, prepare: watchViolations });
  const clientFound = await walk(clientPage, screens.client);
  const callerPage = await signedInPage(browser, { account: caller, landing: /\/ext/, prepare: watchViolations });
  const callerFound = await walk(callerPage, screens.caller);
  expect({ ...staffFound, ...clientFound, ...callerFound }).toEqual({});
});

test('the screens of a manager and of a user keep the policy and have no critical or serious accessibility failure', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const { manager, user, screens } = await setUp(await signedInPage(browser));
  const managerPage = await signedInPage(browser, { account: manager, prepare: watchViolations });
  const managerFound = await walk(managerPage, screens.manager);
  const userPage = await signedInPage(browser, { account: user, prepare: watchViolations });
  const userFound = await walk(userPage, screens.user);
  expect({ manager: managerFound, user: userFound }).toEqual({ manager: {}, user: {} });
});

test('the main dialogs, drawers and menus keep the policy and have no critical or serious accessibility failure', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, { prepare: watchViolations });
  const { company, contact } = await setUp(page);
  const found: Record<string, string[]> = {};
  const check = async (what: string, open: () => Promise<unknown>) => {
    await open();
    // Popovers, overlays and pickers place themselves with styles: those must be allowed too.
    const policy = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const failures = [...policy, ...(await accessibilityFailures(page))];
    if (failures.length > 0) found[what] = failures;
    await page.keyboard.press('Escape');
  };

  await page.goto('/dashboard');
  await settled(page);
  await check('user menu', async () => {
    await page.locator('.db-topbar button:has(.bp6-icon-caret-down)').click();
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
  });
  await check('search overlay', async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Open is what matters here (search.browser.spec checks where the focus goes).
    await expect(page.getByPlaceholder('Search or hit ESC..')).toBeVisible();
  });
  await check('recently viewed panel', async () => {
    await page.getByRole('button', { name: 'Show side panel' }).click();
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toBeVisible();
  });

  await page.goto('/contacts/new');
  await settled(page);
  await check('quick create', async () => {
    const picker = page.getByLabel('Add a company');
    await picker.fill(`Quick Axe ${stamp()}`);
    await page.getByRole('option', { name: /^Create company/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  await page.goto('/team/tasks');
  await settled(page);
  await check('task dialog', async () => {
    await page.getByRole('button', { name: 'New task' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  await page.goto(`/companies/${company}`);
  await settled(page);
  await check('delete confirmation', async () => {
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.locator('.bp6-alert')).toBeVisible();
  });

  await page.goto(`/contacts/${contact}`);
  await settled(page);
  await check('erasure confirmation', async () => {
    await page.getByRole('button', { name: 'Erase personal data' }).click();
    await expect(page.getByRole('alertdialog').getByLabel('Reason (the request, its reference)')).toBeVisible();
  });
  expect(found).toEqual({});
});

test('on a phone the sidebar drawer has no critical or serious accessibility failure', async ({ browser }) => {
  const page = await signedInPage(browser, { context: { viewport: { width: 390, height: 844 } } });
  await settled(page);
  await page.getByRole('button', { name: 'Show sidebar' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await accessibilityFailures(page)).toEqual([]);
});

/**
 * The buttons and links a phone shows cut off at the screen's edge: a page can keep its width and
 * still push a control out of a card that hides what overflows. Controls in a box of the page that
 * scrolls sideways (a grid in its own box) are reached by scrolling it, and are left out.
 */
async function controlsOffScreen(page: Page): Promise<string[]> {
  return page.locator('button, a[href], input, select, [role="tab"]').evaluateAll((controls) =>
    controls.flatMap((control) => {
      const at = control.getBoundingClientRect();
      if (at.width === 0 || at.height === 0) return [];
      // The page's own scrolling box (`main`, which scrolls down and so, by CSS, sideways too) and
      // what holds it do not count: a control past the screen's edge there is simply cut off.
      for (let box = control.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return [];
      }
      const cut = at.left < -1 || at.right > window.innerWidth + 1;
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      return cut ? [`"${name}" at ${Math.round(at.left)}–${Math.round(at.right)} px`] : [];
    }),
  );
}

test('no screen of any role is wider than a 390 px phone or cuts a control off', async ({ browser }) => {
  test.setTimeout(180_000);
  const phone = { viewport: { width: 390, height: 844 } };
  const admin = await signedInPage(browser, { context: phone });
  const { client, caller, screens } = await setUp(admin);
  const problems: Record<string, number | string[]> = {};
  const measure = async (page: Page, paths: readonly string[]) => {
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) problems[path] = width;
      const cut = await controlsOffScreen(page);
      if (cut.length > 0) problems[`${path}: cut off`] = cut;
    }
  };
  await measure(admin, screens.staff);
  await measure(await signedInPage(browser, { account: client, landing: /\/client/, context: phone }), screens.client);
  await measure(await signedInPage(browser, { account: caller, landing: /\/ext/, context: phone }), screens.caller);
  expect(problems).toEqual({});
});
