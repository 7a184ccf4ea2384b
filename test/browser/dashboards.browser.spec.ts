import { expect, type Locator, type Page } from '@playwright/test';
import { api, signedInPage, test, type Account } from './support.js';

interface Person extends Account {
  _id: string;
  fullName: string;
  version: number;
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A new person with a password, created by the signed-in administrator. */
async function createPerson(adminPage: Page, firstName: string, role: number): Promise<Person> {
  const id = stamp();
  const account = { email: `${firstName.toLowerCase()}-${id}@dealbook.local`, password: 'dashboard-test-password' };
  const lastName = `Dash${id}`;
  const user = await (
    await api(adminPage)
  ).post<{ _id: string; version: number }>('/api/user', {
    ...account,
    firstName,
    lastName,
    role,
  });
  return { ...account, _id: user._id, fullName: `${firstName} ${lastName}`, version: user.version };
}

interface Deal {
  projectId: string;
  projectName: string;
  version: number;
  /** The second of two purchasers (the console lists the first one first): the calls go to it. */
  purchaseId: string;
  purchaser: string;
}

/** A client, its project and two purchasers on it, named so that they sort A then B. */
async function createDeal(page: Page, label: string): Promise<Deal> {
  const id = stamp();
  const call = await api(page);
  const client = await call.post<{ _id: string }>('/api/company', { companyName: `${label} Client ${id}` });
  const projectName = `${label} ${id}`;
  const project = await call.post<{ _id: string; version: number }>('/api/project', {
    projectName,
    client: client._id,
  });
  const first = await call.post<{ _id: string }>('/api/company', { companyName: `Aardvark ${label} ${id}` });
  await call.post('/api/purchase', { company: first._id, project: project._id });
  const purchaser = `Bittern ${label} ${id}`;
  const company = await call.post<{ _id: string }>('/api/company', { companyName: purchaser });
  const purchase = await call.post<{ _id: string }>('/api/purchase', { company: company._id, project: project._id });
  return { projectId: project._id, projectName, version: project.version, purchaseId: purchase._id, purchaser };
}

/** A call the signed-in person logs on a purchaser, through the API (as another screen would). */
async function logCall(page: Page, deal: Deal, content: string) {
  await (
    await api(page)
  ).post('/api/communication', {
    outcome: 'Called but no response',
    action: 4,
    content,
    purchases: [deal.purchaseId],
  });
}

const callerRow = (page: Page, person: Person): Locator =>
  page.getByRole('table', { name: 'Leaderboard' }).locator(`tr[data-caller="${person._id}"]`);

async function figure(row: Locator, name: string): Promise<number> {
  const text = (await row.locator(`td[data-figure="${name}"]`).textContent()) ?? '';
  return Number(/^\d+/.exec(text.trim())?.[0] ?? NaN);
}

test("my day: today's calls against the target, the bars, callbacks; a bar opens the calls it counts", async ({
  browser,
}) => {
  const staff = await signedInPage(browser);
  const caller = await createPerson(staff, 'Dora', 2);
  const deal = await createDeal(staff, 'Dashboard Avocet');
  const page = await signedInPage(browser, { account: caller });
  await logCall(page, deal, 'Voicemail, try after lunch');
  await logCall(page, deal, 'Reception says call back tomorrow');

  const myDay = await (await api(page)).get<{ today: string; callsToday: number }>('/api/dashboard/my-day');
  expect(myDay.callsToday).toBe(2);

  await page.goto('/dashboard');
  await expect(page.getByTestId('my-calls-today')).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Calls today' })).toContainText('No target set');
  await expect(
    page.getByRole('region', { name: 'Callbacks due' }).getByRole('link', { name: deal.purchaser }),
  ).toHaveAttribute('href', `/projects/console?project=${deal.projectId}&purchase=${deal.purchaseId}`);

  const todayBar = page.locator(
    `.db-outcome-chart rect[data-day="${myDay.today}"][data-series="Called but no response"]`,
  );
  await expect(todayBar).toHaveAttribute('data-count', '2');
  await todayBar.click();
  await expect(page).toHaveURL(/\/dashboard\/calls\?/);
  const address = new URL(page.url()).searchParams;
  expect(Object.fromEntries(address)).toEqual({
    caller: caller._id,
    from: myDay.today,
    to: myDay.today,
    outcome: 'Called but no response',
  });
  const calls = page.getByRole('table', { name: 'Calls' });
  await expect(calls.getByRole('row')).toHaveCount(3);
  await expect(calls).toContainText('Voicemail, try after lunch');
  await expect(calls).toContainText('Reception says call back tomorrow');
  await expect(calls).toContainText('Try To Call Again');

  // The callback opens the console on that purchaser.
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Callbacks due' }).getByRole('link', { name: deal.purchaser }).click();
  await expect(page).toHaveURL(/\/projects\/console\?project=/);
  const purchasers = page.getByRole('table', { name: 'Purchasers' });
  await expect(purchasers.getByRole('row').filter({ hasText: deal.purchaser })).toHaveAttribute('aria-current', 'true');

  await page.context().close();
  await staff.context().close();
});

test('team dashboard: a call logged elsewhere moves the figure live; a row opens its calls; targets; pipeline', async ({
  browser,
}) => {
  const staff = await signedInPage(browser);
  const manager = await createPerson(staff, 'Maud', 3);
  const member = await createPerson(staff, 'Tariq', 2);
  const deal = await createDeal(staff, 'Dashboard Bunting');

  // An administrator marks the member as one of the team, from the users table.
  await staff.goto('/admin');
  await staff.getByLabel('Search users').fill(member.email);
  const teamSwitch = staff.getByRole('checkbox', { name: `${member.fullName} is a team member` });
  await teamSwitch.focus();
  await staff.keyboard.press('Space');
  await expect(staff.getByText(`${member.fullName} is now a team member`)).toBeVisible();
  await expect(teamSwitch).toBeChecked();

  const board = await signedInPage(browser, { account: manager });
  await board.goto('/dashboard/manager');
  const row = callerRow(board, member);
  await expect(row).toBeVisible();
  await expect.poll(() => figure(row, 'calls')).toBe(0);

  // The member logs a call in their own session: the manager's board follows without a reload.
  const memberPage = await signedInPage(browser, { account: member });
  await logCall(memberPage, deal, 'Live update check');
  await expect.poll(() => figure(row, 'calls')).toBe(1);
  await expect(row.locator('td[data-figure="calls"]')).toContainText('▲');
  await expect(row.locator('td[data-figure="connect-rate"]')).toContainText('0%');

  await board.getByRole('radio', { name: 'This week' }).click();
  await expect(board).toHaveURL(/period=week/);
  await expect.poll(() => figure(row, 'calls')).toBeGreaterThanOrEqual(1);
  await board.getByRole('radio', { name: 'Today' }).click();

  // Targets: a bad value is named at its field, a good one saved with a toast and shown as progress.
  await row.getByRole('button', { name: `Targets of ${member.fullName}` }).click();
  const dialog = board.getByRole('dialog', { name: `Targets of ${member.fullName}` });
  await dialog.getByLabel('Calls per day').fill('lots');
  await dialog.getByRole('button', { name: 'Save targets' }).click();
  await expect(dialog).toContainText('Calls per day must be a number');
  await dialog.getByLabel('Calls per day').fill('5');
  await dialog.getByLabel('Calls per day').press('Enter');
  await expect(board.getByText(`Targets of ${member.fullName} saved`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('1 of 5');

  // The member's row opens the calls it counts.
  await row.getByRole('link', { name: `Calls of ${member.fullName}` }).click();
  await expect(board).toHaveURL(new RegExp(`/dashboard/calls\\?caller=${member._id}&from=`));
  await expect(board.getByRole('heading', { name: `Calls of ${member.fullName}` })).toBeVisible();
  await expect(board.getByRole('table', { name: 'Calls' })).toContainText('Live update check');

  // The team's bar of today opens every team member's calls of the day.
  await board.goto('/dashboard/manager');
  const today = (await (await api(board)).get<{ today: string }>('/api/dashboard/my-day')).today;
  await board
    .getByRole('region', { name: 'Team calls, last 30 days' })
    .locator(`rect[data-day="${today}"][data-series="Called but no response"]`)
    .click();
  await expect(board).toHaveURL(new RegExp(`/dashboard/calls\\?board=team&from=${today}&to=${today}`));
  await expect(board.getByRole('heading', { name: 'Calls of the team' })).toBeVisible();
  await expect(board.getByRole('table', { name: 'Calls' })).toContainText('Live update check');

  // Pipeline health on the demo's projects: a status bar opens the list filtered to that status.
  await board.goto('/dashboard/manager');
  const opportunities = board.getByRole('region', { name: 'Opportunities by status' });
  const firstStatus = opportunities.getByRole('link').first();
  await expect(firstStatus).toBeVisible();
  // The funnel lists the projects with the most purchasers (the whole suite's and the demo's here).
  const { funnels } = await (await api(board)).get<{ funnels: { projectName: string }[] }>('/api/dashboard/pipeline');
  await expect(
    board.getByRole('region', { name: 'Purchaser funnel' }).getByRole('link', { name: funnels[0]!.projectName }),
  ).toBeVisible();
  const status = (await firstStatus.innerText()).trim();
  await firstStatus.click();
  await expect(board).toHaveURL(/\/projects\/opportunities\?view=grid$/);
  await expect(board.locator('.db-filter-bar')).toContainText(status);

  for (const page of [memberPage, board, staff]) await page.context().close();
});

test("external callers: the super admin's board lists them with their projects; their own dashboard is live", async ({
  browser,
}) => {
  const staff = await signedInPage(browser);
  const deal = await createDeal(staff, 'Dashboard Curlew');
  const external = await createPerson(staff, 'Ezra', 1);
  await (await api(staff)).put(`/api/project/${deal.projectId}`, { externalCallers: [external._id] }, deal.version);

  const caller = await signedInPage(browser, { account: external, landing: /\/ext\/dashboard$/ });
  await expect(caller.getByTestId('my-calls-today')).toHaveText('0');
  await expect(caller.getByRole('region', { name: 'My projects' })).toContainText(deal.projectName);
  await logCall(staff, deal, 'Staff call on the shared project');
  await logCall(caller, deal, 'External call');
  await expect(caller.getByTestId('my-calls-today')).toHaveText('1');
  // Their bar opens their own calls only, under their own area.
  const myDay = await (await api(caller)).get<{ today: string }>('/api/dashboard/my-day');
  await caller
    .locator(`.db-outcome-chart rect[data-day="${myDay.today}"][data-series="Called but no response"]`)
    .click();
  await expect(caller).toHaveURL(new RegExp(`/ext/dashboard/calls\\?caller=${external._id}&`));
  const calls = caller.getByRole('table', { name: 'Calls' });
  await expect(calls).toContainText('External call');
  await expect(calls).not.toContainText('Staff call on the shared project');
  await caller.getByRole('button', { name: 'Back' }).click();
  await caller.getByRole('button', { name: 'Open the console' }).click();
  await expect(caller).toHaveURL(/\/ext\/console$/);

  await staff.goto('/dashboard/externalusers');
  const row = callerRow(staff, external);
  await expect(row).toContainText(deal.projectName);
  await expect.poll(() => figure(row, 'calls')).toBe(1);

  await caller.context().close();
  await staff.context().close();
});

test("a team member's page shows their calls as charts", async ({ browser }) => {
  const staff = await signedInPage(browser);
  const member = await createPerson(staff, 'Wren', 2);
  const deal = await createDeal(staff, 'Dashboard Dunlin');
  const memberPage = await signedInPage(browser, { account: member });
  await logCall(memberPage, deal, 'Charted');

  await staff.goto(`/team/${member._id}`);
  const panel = staff.getByRole('region', { name: `Calls of ${member.fullName}` });
  await expect(panel.getByTestId('calls-today')).toHaveText('1');
  await expect(panel.locator('.db-outcome-chart rect[data-series="Called but no response"]')).toHaveCount(1);

  await memberPage.context().close();
  await staff.context().close();
});

test("a person's profile counts the projects their dashboard calls theirs", async ({ browser }) => {
  const staff = await signedInPage(browser);
  const member = await createPerson(staff, 'Linnet', 3);
  const deal = await createDeal(staff, 'Profile Plover');
  await staff.goto(`/team/${member._id}`);
  const projects = staff.locator('.db-definitions__item').filter({ hasText: 'Projects they work on' }).locator('dd');
  await expect(projects).toHaveText('0');
  // Made the project's owner elsewhere: the profile hears of it and counts it, as "My projects" lists it.
  await (await api(staff)).put(`/api/project/${deal.projectId}`, { owner: member._id }, deal.version);
  await expect(projects).toHaveText('1');
  const memberPage = await signedInPage(browser, { account: member });
  await expect(memberPage.getByRole('table', { name: 'My projects' })).toContainText(deal.projectName);
});

test('target bars and budget bars keep clear of the words above them', async ({ browser }) => {
  const staff = await signedInPage(browser);
  const member = await createPerson(staff, 'Siskin', 2);
  await (await api(staff)).put(`/api/user/${member._id}/targets`, { callsPerDay: 5, ndasPerMonth: 4 });
  const memberPage = await signedInPage(browser, { account: member });
  const week = memberPage.getByRole('region', { name: 'This week' });
  const label = week.getByText('NDAs this month', { exact: true });
  const bar = week.locator('.bp6-progress-bar');
  await expect(bar).toBeVisible();
  const [labelBox, barBox] = [await label.boundingBox(), await bar.boundingBox()];
  expect(barBox!.y).toBeGreaterThanOrEqual(labelBox!.y + labelBox!.height + 4);

  const event = await (
    await api(staff)
  ).post<{ _id: string }>('/api/event', { description: `Budget breakfast ${stamp()}`, budgetedCost: 500 });
  await staff.goto(`/events/${event._id}`);
  const costs = staff.getByRole('region', { name: 'Costs' }).or(staff.locator('[aria-label="Costs"]'));
  const lastLine = costs.locator('.db-definitions__item').last();
  const budgetBar = costs.locator('.bp6-progress-bar');
  await expect(budgetBar).toBeVisible();
  const [lineBox, budgetBox] = [await lastLine.boundingBox(), await budgetBar.boundingBox()];
  expect(budgetBox!.y).toBeGreaterThanOrEqual(lineBox!.y + lineBox!.height + 8);
});

test('changed since my last visit: what someone else did to my project shows, and arrives live', async ({
  browser,
}) => {
  const staff = await signedInPage(browser);
  const owner = await createPerson(staff, 'Cleo', 2);
  const deal = await createDeal(staff, 'Dashboard Heron');
  const call = await api(staff);
  await call.put(`/api/project/${deal.projectId}`, { owner: owner._id }, deal.version);

  // A first visit shows the last week: the project registered and handed over by the administrator.
  const page = await signedInPage(browser, { account: owner });
  const changes = page.getByRole('region', { name: 'Changed since your last visit' });
  await expect(changes.getByRole('link', { name: deal.projectName }).first()).toBeVisible();
  // Said in words, each record by its name: who added which purchaser to which project.
  await expect(changes).toContainText(`added ${deal.purchaser} as a purchaser on ${deal.projectName}`);
  await expect(changes.getByRole('link', { name: deal.purchaser }).first()).toHaveAttribute('href', /\/companies\//);

  // The next visit starts where this one did.
  await page.reload();
  await expect(changes).toContainText('Nothing new');

  // The administrator moves the project on while the owner watches.
  await call.put(`/api/project/${deal.projectId}`, { opportunityStatus: 3 }, deal.version + 1);
  await expect(changes).toContainText(
    `changed the opportunity status of the project ${deal.projectName} from Introduction to Meeting Booked`,
  );
  await expect(changes.getByRole('link', { name: deal.projectName })).toHaveCount(1);

  await page.context().close();
  await staff.context().close();
});

/**
 * Sums the page's layout shifts without recent input (the Web Vitals CLS), from before its own
 * scripts run. Text, not a function: nothing of the test's build reaches the page.
 */
const observeLayoutShift = `window.__layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
}).observe({ type: 'layout-shift', buffered: true });`;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
])
  test(`my day keeps its layout while it loads: nothing below moves when the day arrives (${viewport.width} px)`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, { context: { viewport } });
    await page.addInitScript({ content: observeLayoutShift });
    // The day answers only once its cards have shown their loading state, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/dashboard\/my-day/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByLabel('Loading my calls, last 14 days')).toBeVisible();
    release();
    await expect(page.getByRole('group', { name: /^Calls per day by outcome/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Layout shifts are reported after the frame that made them: let the last frames be painted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
    expect(shift, 'cumulative layout shift of /dashboard').toBeLessThanOrEqual(0.1);
  });
