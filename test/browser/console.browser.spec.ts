import { expect, type Locator, type Page } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

interface Deal {
  projectId: string;
  projectName: string;
  version: number;
  purchasers: [string, string];
}

/** A client, its project, and two purchaser companies on it (named so they sort A then B). */
async function createDeal(page: Page, label: string): Promise<Deal> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const call = await api(page);
  const client = await call.post<{ _id: string }>('/api/company', { companyName: `${label} Client ${stamp}` });
  const projectName = `${label} ${stamp}`;
  const project = await call.post<{ _id: string; version: number }>('/api/project', {
    projectName,
    client: client._id,
  });
  const purchasers: [string, string] = [`Aardvark Capital ${stamp}`, `Bittern Partners ${stamp}`];
  for (const companyName of purchasers) {
    const company = await call.post<{ _id: string }>('/api/company', { companyName });
    await call.post('/api/purchase', { company: company._id, project: project._id });
  }
  return { projectId: project._id, projectName, version: project.version, purchasers };
}

const purchaserRow = (page: Page, company: string): Locator =>
  page.getByRole('table', { name: 'Purchasers' }).getByRole('row').filter({ hasText: company });

/** The newest call in the console's "Your latest calls". */
const latestCall = (page: Page): Locator =>
  page.getByRole('table', { name: 'Your latest calls' }).locator('tbody tr').first();

async function callsToday(page: Page): Promise<number> {
  const cell = page.getByTestId('calls-today');
  await expect(cell).toBeVisible();
  return Number(await cell.textContent());
}

test('a call outcome logged in two keystrokes shows at once, and live in another console with its chart', async ({
  browser,
}) => {
  const caller = await signedInPage(browser);
  const watcher = await signedInPage(browser);
  const deal = await createDeal(caller, 'Console Kestrel');
  const [first, second] = deal.purchasers;

  for (const page of [caller, watcher]) {
    await page.goto(`/projects/console?project=${deal.projectId}`);
    await expect(page.getByRole('button', { name: `Project: ${deal.projectName}. Change project` })).toBeVisible();
    await expect(purchaserRow(page, first)).toContainText('Not contacted yet');
    await expect(purchaserRow(page, second)).toContainText('Not contacted yet');
  }
  const watcherToday = await callsToday(watcher);
  await expect(
    watcher.getByRole('table', { name: 'Your latest calls' }).or(watcher.getByText('No calls in the last month')),
  ).toBeVisible();
  let watcherHistoryReads = 0;
  watcher.on('request', (request) => {
    if (request.url().includes('/api/communications/getPurchaseCommunicationsByUserId/')) watcherHistoryReads += 1;
  });
  // The legend says which keys log what: nothing to know by heart.
  await expect(caller.getByLabel('Keys')).toContainText('Spoke to Contact - Successful call');

  // Nothing is current on opening, so the first ↓ lands on the first row; 1 picks "successful
  // call", then 2 its second action.
  await expect(caller.getByRole('table', { name: 'Purchasers' }).locator('[aria-current="true"]')).toHaveCount(0);
  await caller.keyboard.press('ArrowDown');
  await expect(purchaserRow(caller, first)).toHaveAttribute('aria-current', 'true');
  await caller.keyboard.press('1');
  const prompt = caller.getByRole('status', { name: 'Pick the action' });
  await expect(prompt).toContainText('Further Call Booked');
  await caller.keyboard.press('2');
  await expect(prompt).toHaveCount(0);
  await expect(caller.getByText(/^Outcome logged/)).toBeVisible();
  await expect(purchaserRow(caller, first)).toContainText('Successful call');
  await expect(purchaserRow(caller, first)).toContainText('Further Call Booked');
  await expect(purchaserRow(caller, second)).toContainText('Not contacted yet');
  // The call is logged: the caller is on the next purchaser.
  await expect(purchaserRow(caller, second)).toHaveAttribute('aria-current', 'true');
  await expect(purchaserRow(caller, first)).not.toHaveAttribute('aria-current', 'true');
  // And at the top of the caller's latest calls: whom, what came of it, what is next.
  const latest = latestCall(caller);
  await expect(latest).toContainText(first);
  await expect(latest).toContainText(deal.projectName);
  await expect(latest).toContainText('Successful call');
  await expect(latest).toContainText('Further Call Booked');

  // No reload: the other console gets the push, its row, its chart and its latest calls follow,
  // reading the latest calls once for the one push.
  await expect(purchaserRow(watcher, first)).toContainText('Successful call');
  await expect(purchaserRow(watcher, first)).toContainText('Further Call Booked');
  await expect.poll(() => callsToday(watcher)).toBe(watcherToday + 1);
  await expect(latestCall(watcher)).toContainText(first);
  await watcher.waitForTimeout(1500);
  expect(watcherHistoryReads, 'reads of the latest calls for one push').toBe(1);
  const today = watcher.locator('.db-outcome-chart rect[data-series="Spoke to Contact - Successful call"]').last();
  await expect(today).toHaveAttribute('data-count', /^[1-9]\d*$/);

  // Esc takes a picked outcome back: nothing is logged.
  await caller.keyboard.press('3');
  await caller.keyboard.press('Escape');
  await expect(caller.getByRole('status', { name: 'Pick the action' })).toHaveCount(0);
  await expect(purchaserRow(caller, second)).toContainText('Not contacted yet');

  // N ticks "NDA sent" on the current row, for everyone.
  await caller.keyboard.press('n');
  await expect(caller.getByText(`NDA sent ticked: ${second}`)).toBeVisible();
  await expect(watcher.getByRole('checkbox', { name: `NDA sent: ${second}` })).toBeChecked();

  // The caller's report of the previous day (spec §9) comes from the same panel.
  const report = caller.waitForEvent('download');
  await caller.getByRole('button', { name: "Yesterday's caller report" }).click();
  expect((await report).suggestedFilename()).toMatch(/ - Caller List\.docx$/);

  await caller.context().close();
  await watcher.context().close();
});

test('a mass communication logs one call per selected purchaser', async ({ browser }) => {
  const caller = await signedInPage(browser);
  const watcher = await signedInPage(browser);
  const deal = await createDeal(caller, 'Console Heron');
  const [first, second] = deal.purchasers;
  for (const page of [caller, watcher]) {
    await page.goto(`/projects/console?project=${deal.projectId}`);
    await expect(purchaserRow(page, second)).toContainText('Not contacted yet');
  }

  const massButton = caller.getByRole('button', { name: /^Log for \d+ selected$/ });
  await expect(massButton).toHaveText('Log for 0 selected');
  await expect(massButton).toBeDisabled();
  await caller.keyboard.press('ArrowDown');
  await caller.keyboard.press('Space');
  await caller.keyboard.press('ArrowDown');
  await caller.keyboard.press('Space');
  await expect(massButton).toHaveText('Log for 2 selected');
  await caller.keyboard.press('m');

  const dialog = caller.getByRole('dialog', { name: 'Log for 2 selected' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Outcome').selectOption('Called but no response');
  await expect(dialog.getByLabel('Action')).toHaveValue('4');
  await dialog.getByLabel('Content').fill('Left a voicemail with reception');
  await dialog.getByRole('button', { name: 'Log', exact: true }).click();
  await expect(caller.getByText('Communication logged for 2 purchasers')).toBeVisible();
  await expect(massButton).toHaveText('Log for 0 selected');

  for (const page of [caller, watcher]) {
    for (const company of [first, second]) {
      await expect(purchaserRow(page, company)).toContainText('No response');
      await expect(purchaserRow(page, company)).toContainText('Try To Call Again');
    }
  }
  await caller.context().close();
  await watcher.context().close();
});

test('an external caller works only the projects assigned to them, live for staff', async ({ browser }) => {
  const staff = await signedInPage(browser);
  const assigned = await createDeal(staff, 'Console Osprey');
  const other = await createDeal(staff, 'Console Plover');
  const account = { email: `caller-${Date.now()}@dealbook.local`, password: 'caller-test-password' };
  const call = await api(staff);
  const user = await call.post<{ _id: string }>('/api/user', {
    email: account.email,
    firstName: 'Ext',
    lastName: 'Caller',
    role: 1,
    password: account.password,
  });
  await call.put(`/api/project/${assigned.projectId}`, { externalCallers: [user._id] }, assigned.version);

  const external = await signedInPage(browser, { account, landing: /\/ext\/dashboard$/ });
  await external.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(external).toHaveURL(/\/ext\/console$/);
  await external.getByRole('button', { name: 'Pick a project' }).click();
  await external.getByLabel('Search projects').fill('Console');
  await expect(external.getByRole('option', { name: new RegExp(assigned.projectName) })).toBeVisible();
  await expect(external.getByRole('option', { name: new RegExp(other.projectName) })).toHaveCount(0);
  await external.getByRole('option', { name: new RegExp(assigned.projectName) }).click();
  await expect(external).toHaveURL(new RegExp(`project=${assigned.projectId}`));
  await expect(purchaserRow(external, assigned.purchasers[0])).toBeVisible();

  await staff.goto(`/projects/console?project=${assigned.projectId}`);
  await expect(purchaserRow(staff, assigned.purchasers[0])).toContainText('Not contacted yet');
  // A new caller has no calls yet: the console says so where their latest calls will be.
  await expect(external.getByRole('region', { name: 'Your latest calls' })).toContainText('No calls in the last month');
  await external.keyboard.press('ArrowDown');
  await external.keyboard.press('4');
  await external.keyboard.press('Enter');
  await expect(external.getByText(/^Outcome logged/)).toBeVisible();
  // Their call, with the purchaser's name (theirs to read, not to open) and the project's console.
  await expect(latestCall(external)).toContainText(assigned.purchasers[0]);
  await expect(latestCall(external)).toContainText('Wrong details');
  await expect(latestCall(external).getByRole('link', { name: assigned.purchasers[0] })).toHaveCount(0);
  await expect(latestCall(external).getByRole('link', { name: assigned.projectName })).toHaveAttribute(
    'href',
    `/ext/console?project=${assigned.projectId}`,
  );
  // On a phone the console, its latest calls included, does not scroll sideways (the purchasers'
  // table scrolls within its own frame).
  await external.setViewportSize({ width: 390, height: 844 });
  await expect(latestCall(external)).toContainText(assigned.purchasers[0]);
  const consoleArea = external.locator('.db-console');
  expect(await consoleArea.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const history = (await external.getByRole('region', { name: 'Your latest calls' }).boundingBox())!;
  expect(history.x + history.width).toBeLessThanOrEqual(390);
  await external.setViewportSize({ width: 1280, height: 720 });
  await expect(purchaserRow(staff, assigned.purchasers[0])).toContainText('Wrong details');
  await expect(purchaserRow(staff, assigned.purchasers[0])).toContainText('Try To Call Again');
  // And the other way: what staff log on the project reaches the external caller's console.
  await staff.keyboard.press('j');
  await staff.keyboard.press('j');
  await staff.keyboard.press('3');
  await staff.keyboard.press('Enter');
  await expect(purchaserRow(external, assigned.purchasers[1])).toContainText('No response');

  // A project not assigned to them does not open, even by its address.
  await external.goto(`/ext/console?project=${other.projectId}`);
  await expect(external.getByText('This project cannot be opened in the console')).toBeVisible();
  await expect(external.getByRole('table', { name: 'Purchasers' })).toHaveCount(0);

  await external.context().close();
  await staff.context().close();
});

test("a project's purchasers: add, tick, stage with score, comments, a call, the downloads, removal and a refused save", async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const stamp = Date.now();
  const call = await api(page);
  const client = await call.post<{ _id: string }>('/api/company', { companyName: `Grebe Client ${stamp}` });
  const project = await call.post<{ _id: string }>('/api/project', {
    projectName: `Grebe ${stamp}`,
    client: client._id,
  });
  const purchaser = `Egret Ventures ${stamp}`;
  const purchaserCompany = await call.post<{ _id: string }>('/api/company', { companyName: purchaser });
  const other = `Ibis Holdings ${stamp}`;
  const otherCompany = await call.post<{ _id: string }>('/api/company', { companyName: other });
  await call.post('/api/purchase', { company: otherCompany._id, project: project._id });
  const stored = async () => {
    const response = await page.request.get(`/api/purchases/search?project=${project._id}`);
    const rows = (await response.json()) as {
      _id: string;
      version: number;
      company: { companyName: string };
      priority: number;
      sentNDA: { checked: boolean };
      internalComments: string;
    }[];
    return rows.filter((r) => r.company.companyName === purchaser);
  };

  await page.goto(`/projects/${project._id}`);
  await page.getByRole('tab', { name: /Purchasers/ }).click();
  const panel = page.getByRole('region', { name: 'Potential purchasers' });
  await expect(panel.getByRole('row').filter({ hasText: other })).toBeVisible();
  await panel.getByLabel('Add purchaser').fill(`Egret Ventures ${stamp}`);
  await page.getByRole('option', { name: purchaser }).click();
  await expect(page.getByText(`${purchaser} added as a potential purchaser`)).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: purchaser });
  await expect(row).toContainText('Not contacted yet');

  await row.getByLabel(`Priority of ${purchaser}`).selectOption('A');
  await expect.poll(async () => (await stored())[0]?.priority).toBe(0);
  // An NDA is not signed before it is sent (issue 13): the box waits, and says why.
  const signed = row.getByRole('checkbox', { name: `NDA signed: ${purchaser}` });
  await expect(signed).toBeDisabled();
  await expect(signed).toHaveAccessibleDescription('Tick NDA sent first');
  // A row is locked while its last change is saved: ticks wait for the version it makes.
  await expect(row.getByRole('checkbox', { name: `NDA sent: ${purchaser}` })).toBeEnabled();
  await row.getByRole('checkbox', { name: `NDA sent: ${purchaser}` }).focus();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await stored())[0]?.sentNDA.checked).toBe(true);
  await expect(signed).toBeEnabled();
  const today = new Date();
  const ddmmyyyy = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
  await expect(row).toContainText(ddmmyyyy);

  await row.getByText('Set stage…').click();
  await page.keyboard.type('Teaser sent');
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Teaser sent');

  await row.getByRole('button', { name: `Details of ${purchaser}` }).click();
  const drawer = page.locator('.bp6-drawer');
  // The purchaser opens on what happened to it, as every record page does: the stage just set.
  const activity = drawer.getByRole('tabpanel', { name: 'Activity' });
  await expect(activity).toContainText('Teaser sent');
  await drawer.getByRole('tab', { name: 'Stages' }).click();
  const history = drawer.getByRole('table', { name: 'Step history' });
  await expect(history).toContainText('Teaser sent');
  await drawer.getByLabel('New stage').fill('NDA review');
  await drawer.getByLabel('Score').fill('40');
  await drawer.getByRole('button', { name: 'Move to stage' }).click();
  await expect(page.getByText('Stage saved')).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText('NDA review40');

  await drawer.getByRole('tab', { name: 'Comments' }).click();
  await drawer.getByLabel('Internal comments').fill('Keen on the IP, wary of the lease');
  await drawer.getByRole('button', { name: 'Save comments' }).click();
  await expect(page.getByText('Comments saved')).toBeVisible();
  await expect.poll(async () => (await stored())[0]?.internalComments).toBe('Keen on the IP, wary of the lease');

  await drawer.getByRole('tab', { name: 'Communications' }).click();
  await expect(drawer.getByText('No communications yet')).toBeVisible();
  await drawer.getByRole('button', { name: 'Log communication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log communication' });
  await dialog.getByLabel('Outcome').selectOption('Spoke to Contact - Successful call');
  await expect(dialog.getByLabel('Action')).toHaveValue('0');
  await dialog.getByLabel('Action').selectOption('Further Call Booked');
  await dialog.getByLabel('Content').fill('Asked for the teaser again');
  await dialog.getByRole('button', { name: 'Log', exact: true }).click();
  await expect(page.getByText('Communication logged', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Communication list' })).toContainText('Asked for the teaser again');
  // The call joins the purchaser's activity, live.
  await drawer.getByRole('tab', { name: 'Activity' }).click();
  await expect(activity).toContainText('Successful call');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Successful call');
  await expect(row).toContainText('Further Call Booked');

  const server = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Purchaser list .xlsx' }).click();
  expect((await server).suggestedFilename()).toMatch(/\.xlsx$/);
  const word = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Purchaser list .docx' }).click();
  expect((await word).suggestedFilename()).toMatch(/\.docx$/);
  const grid = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export .xlsx' }).click();
  expect((await grid).suggestedFilename()).toMatch(/purchasers_export_\d{8}_\d{6}\.xlsx$/);
  const report = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Communications report' }).click();
  expect((await report).suggestedFilename()).toMatch(/ - Communications \d{2}-\d{2}-\d{4}\.docx$/);

  const otherRow = panel.getByRole('row').filter({ hasText: other });
  await otherRow.getByRole('button', { name: `Remove ${other}` }).click();
  await page.getByRole('button', { name: 'Remove purchaser' }).click();
  await expect(page.getByText(`${other} removed from the purchasers`)).toBeVisible();
  await expect(otherRow).toHaveCount(0);

  // Someone removes the purchaser while this page is offline; the tick made meanwhile is sent on
  // reconnecting and refused: spec §8's message, and the grid shows the purchaser gone.
  const [gone] = await stored();
  await page.context().setOffline(true);
  const removed = await page.request.delete(`/api/purchase/${gone!._id}`, {
    headers: { 'X-XSRF-TOKEN': (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value },
  });
  expect(removed.ok()).toBe(true);
  await expect(row.getByRole('checkbox', { name: `IM sent: ${purchaser}` })).toBeEnabled();
  await row.getByRole('checkbox', { name: `IM sent: ${purchaser}` }).focus();
  await page.keyboard.press('Space');
  await page.context().setOffline(false);
  await expect(page.getByText('There was an issue saving the Potential Purchase data.')).toBeVisible();
  await expect(panel.getByText('No potential purchasers yet')).toBeVisible();

  // The call was linked to the purchaser company too: its page lists it, to edit or delete.
  await page.goto(`/companies/${purchaserCompany._id}`);
  await page.getByRole('tab', { name: 'Communications' }).click();
  const list = page.getByRole('table', { name: 'Communication list' });
  await expect(list).toContainText('Asked for the teaser again');
  await list.getByRole('button', { name: /^Edit the communication of/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit communication' });
  await expect(edit.getByLabel('Action')).toHaveValue('1');
  await edit.getByLabel('Content').fill('Asked for the teaser and the accounts');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Communication saved')).toBeVisible();
  await expect(list).toContainText('Asked for the teaser and the accounts');
  await list.getByRole('button', { name: /^Delete the communication of/ }).click();
  await page.getByRole('button', { name: 'Delete communication' }).click();
  await expect(page.getByText('Communication deleted')).toBeVisible();
  await expect(page.getByText('No communications yet')).toBeVisible();
  await page.context().close();
});

test('a project picked with the mouse hands the keys to the purchasers: ↓ 1 Enter logs and moves on', async ({
  browser,
}) => {
  const caller = await signedInPage(browser);
  const byMouse = await createDeal(caller, 'Console Wren');
  const table = caller.getByRole('table', { name: 'Purchasers' });
  await caller.goto('/projects/console');

  // Picked with the mouse: the focus is on the purchaser table, not in the picker.
  await caller.getByRole('button', { name: 'Pick a project' }).click();
  await caller.getByLabel('Search projects').fill(byMouse.projectName);
  await caller.getByRole('option', { name: new RegExp(byMouse.projectName) }).click();
  await expect(caller).toHaveURL(new RegExp(`project=${byMouse.projectId}`));
  await expect(table).toBeFocused();
  await caller.keyboard.press('ArrowDown');
  await expect(purchaserRow(caller, byMouse.purchasers[0])).toHaveAttribute('aria-current', 'true');
  await caller.keyboard.press('1');
  await caller.keyboard.press('Enter');
  await expect(caller.getByText(`Outcome logged: ${byMouse.purchasers[0]}`)).toBeVisible();
  await expect(caller.getByLabel('Search projects')).toHaveCount(0);
  await expect(caller).toHaveURL(new RegExp(`project=${byMouse.projectId}`));
  await expect(purchaserRow(caller, byMouse.purchasers[0])).toContainText('Successful call');
  // The call is logged: the next purchaser is current.
  await expect(purchaserRow(caller, byMouse.purchasers[1])).toHaveAttribute('aria-current', 'true');

  await caller.context().close();
});

/** Picks a project from the console's picker with the keyboard only: focus, Enter, type, Enter. */
async function pickByKeyboard(page: Page, picker: Locator, deal: Deal): Promise<void> {
  await picker.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Search projects')).toBeFocused();
  // Part of the name: the stamp that makes it unique.
  await page.keyboard.type(deal.projectName.split(' ').pop()!);
  // Highlighted once the lookup for the typed text has answered: Enter picks that one.
  await expect(page.locator('.bp6-menu-item.bp6-active', { hasText: deal.projectName })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`project=${deal.projectId}`));
}

test('a project picked with the keyboard hands the keys to the purchasers: ↓ 1 Enter logs and moves on, twice', async ({
  browser,
}) => {
  const caller = await signedInPage(browser);
  // A slow computer, as a caller's may be: the router moves to the picked project in a transition
  // that then lands after the list has closed, and the project being left must not take the keys
  // meanwhile (on a fast one the race is rarely seen).
  const cdp = await caller.context().newCDPSession(caller);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const first = await createDeal(caller, 'Console Dunlin');
  const second = await createDeal(caller, 'Console Knot');
  const table = caller.getByRole('table', { name: 'Purchasers' });
  await caller.goto('/projects/console');

  // The first pick, from the empty console; then a switch to another project, the same way.
  for (const [deal, picker, outcomeKey, outcome] of [
    [first, caller.getByRole('button', { name: 'Pick a project' }), '1', 'Successful call'],
    [second, caller.getByRole('button', { name: `Project: ${first.projectName}. Change project` }), '3', 'No response'],
  ] as const) {
    await pickByKeyboard(caller, picker, deal);
    await expect(table).toBeFocused();
    await caller.keyboard.press('ArrowDown');
    await expect(purchaserRow(caller, deal.purchasers[0])).toHaveAttribute('aria-current', 'true');
    await caller.keyboard.press(outcomeKey);
    await caller.keyboard.press('Enter');
    await expect(caller.getByText(`Outcome logged: ${deal.purchasers[0]}`)).toBeVisible();
    await expect(purchaserRow(caller, deal.purchasers[0])).toContainText(outcome);
    // The call is logged: the next purchaser is current, and the project list stayed shut.
    await expect(purchaserRow(caller, deal.purchasers[1])).toHaveAttribute('aria-current', 'true');
    await expect(caller.getByLabel('Search projects')).toHaveCount(0);
  }
  await caller.context().close();
});

/** Whether any text inside the element is cut (an ellipsis, or clipped past its box). */
const cutText = (element: Element) =>
  [element, ...element.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1);

test("the console's project list shows every project's whole name, on a phone too", async ({ browser }) => {
  const staff = await signedInPage(browser);
  const deal = await createDeal(staff, 'Console Bartailed Godwit Long Name Restructuring Holdings');
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await staff.setViewportSize(viewport);
    await staff.goto('/projects/console');
    await staff.getByRole('button', { name: 'Pick a project' }).click();
    await staff.getByLabel('Search projects').fill(deal.projectName);
    const option = staff.getByRole('option', { name: new RegExp(deal.projectName) });
    await expect(option).toBeVisible();
    await expect(option).toContainText(deal.projectName);
    expect(await option.evaluate(cutText), `cut at ${viewport.width} px`).toBe(false);
    // The whole entry is on the screen.
    const box = (await option.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await staff.keyboard.press('Escape');
  }
  await staff.context().close();
});
