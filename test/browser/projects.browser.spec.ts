import { expect, type Locator, type Page } from '@playwright/test';
import { admin } from './playwright.config.js';
import { api, signedInPage, test } from './support.js';

/** Wide enough for the first five status columns, so a drag never has to scroll the board. */
const boardViewport = { viewport: { width: 1680, height: 900 } };

/** An opportunity for a new client, made through the API as the signed-in page (cookie plus XSRF header). */
async function createOpportunity(page: Page, label: string): Promise<{ id: string; name: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const { post } = await api(page);
  const client = await post<{ _id: string }>('/api/company', { companyName: `${label} Client ${stamp}` });
  const name = `${label} ${stamp}`;
  const project = await post<{ _id: string }>('/api/project', { projectName: name, client: client._id });
  return { id: project._id, name };
}

/** The opportunities board, narrowed to one project by name so other tests' cards stay out of the way. */
async function openBoard(page: Page, projectName: string): Promise<void> {
  await page.goto('/projects/opportunities');
  await expect(page.getByRole('heading', { name: 'Opportunities' })).toBeVisible();
  // The board as it stands once the typed name has settled into its query.
  const filtered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/projects/search' &&
      new URL(response.url()).searchParams.get('projectName') === projectName,
  );
  await page.getByLabel('Search projects').fill(projectName);
  await filtered;
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Introduction', projectName)).toBeVisible();
}

const column = (page: Page, status: string): Locator => page.getByRole('region', { name: status, exact: true });
const card = (page: Page, status: string, projectName: string): Locator =>
  column(page, status).getByRole('article', { name: projectName });

test('a new project without a name says so beside the field, in its label, and creates nothing', async ({
  browser,
}) => {
  const page = await signedInPage(browser, { context: boardViewport });
  const stamp = `${Date.now()}`;
  const clientName = `Nameless Client ${stamp}`;
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const client = await page.request.post('/api/company', {
    data: { companyName: clientName },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(client.ok(), await client.text()).toBe(true);
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/project') created.push(request.url());
  });

  await page.goto('/projects/opportunities');
  await page.getByRole('button', { name: 'New project' }).first().click();
  await expect(page.getByRole('heading', { name: 'New project' })).toBeVisible();
  await page.getByLabel('Client company', { exact: true }).fill(clientName);
  await page.getByRole('option', { name: clientName }).click();
  await page.getByRole('button', { name: 'Create project' }).click();

  const name = page.getByRole('textbox', { name: 'Project name (required)', exact: true });
  // The message sits in the field's own group (its helper text), named by the label a person sees.
  const group = page.locator('.bp6-form-group').filter({ has: name });
  await expect(group.getByText('Project name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('projectName is required')).toHaveCount(0);
  await expect(name).toBeFocused();
  await expect(page).toHaveURL(/\/projects\/new/);
  expect(created).toEqual([]);

  // Typing a name takes the message away.
  await name.fill(`Named at last ${stamp}`);
  await expect(group.getByText('Project name is required')).toHaveCount(0);
});

test('a card dragged on one board moves on another without a reload, and the keyboard menu moves it too', async ({
  browser,
}) => {
  const mover = await signedInPage(browser, { context: boardViewport });
  const watcher = await signedInPage(browser, { context: boardViewport });
  const project = await createOpportunity(mover, 'Kanban Live');
  await openBoard(mover, project.name);
  await openBoard(watcher, project.name);

  await card(mover, 'Introduction', project.name).dragTo(column(mover, 'Trying To Organise A Meeting'));
  await expect(mover.getByText(`${project.name} moved to Trying To Organise A Meeting`)).toBeVisible();
  await expect(card(mover, 'Trying To Organise A Meeting', project.name)).toBeVisible();
  await expect(card(mover, 'Introduction', project.name)).toHaveCount(0);

  // No reload in the watcher: the push to the project list room refetches its board.
  await expect(card(watcher, 'Trying To Organise A Meeting', project.name)).toBeVisible({ timeout: 5_000 });
  await expect(card(watcher, 'Introduction', project.name)).toHaveCount(0);

  // Without a mouse: the card's "Move to…" menu, from the keyboard.
  const menuButton = card(watcher, 'Trying To Organise A Meeting', project.name).getByRole('button', {
    name: `Move ${project.name} to…`,
  });
  await menuButton.focus();
  await watcher.keyboard.press('Enter');
  await watcher.getByRole('menuitem', { name: 'Meeting Booked' }).click();
  await expect(card(watcher, 'Meeting Booked', project.name)).toBeVisible();
  await expect(card(mover, 'Meeting Booked', project.name)).toBeVisible({ timeout: 5_000 });

  // The move was saved, not only drawn: a fresh load of the board shows it where it was put.
  await mover.reload();
  await mover.getByLabel('Search projects').fill(project.name);
  await expect(card(mover, 'Meeting Booked', project.name)).toBeVisible();
});

test('moving a card someone else has just moved opens the conflict dialog: keep theirs, or move it anyway', async ({
  browser,
}) => {
  const mover = await signedInPage(browser, { context: boardViewport });
  // A colleague whose live connection is down: their board keeps showing the card where it was.
  const stale = await signedInPage(browser, {
    context: boardViewport,
    prepare: async (page) => {
      await page.route('**/socket.io/**', (route) => route.abort());
    },
  });
  const project = await createOpportunity(mover, 'Kanban Conflict');
  // What the stale board's moves were answered, to say why should its dialog stay open.
  const answers: string[] = [];
  stale.on('response', (response) => {
    if (response.request().method() === 'PUT' && new URL(response.url()).pathname === `/api/project/${project.id}`) {
      answers.push(`${response.status()} (If-Match ${response.request().headers()['if-match']})`);
    }
  });
  await openBoard(mover, project.name);
  await openBoard(stale, project.name);

  await card(mover, 'Introduction', project.name).dragTo(column(mover, 'Meeting Booked'));
  await expect(card(mover, 'Meeting Booked', project.name)).toBeVisible();
  await expect(mover.getByText(`${project.name} moved to Meeting Booked`)).toBeVisible();
  await expect(card(stale, 'Introduction', project.name)).toBeVisible();

  await card(stale, 'Introduction', project.name).dragTo(column(stale, 'Initial Meeting Held'));
  let dialog = stale.getByRole('dialog', { name: 'This record was changed by someone else' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Your move to Initial Meeting Held has not been saved')).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: 'Meeting Booked' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep their version' }).click();
  await expect(dialog).toBeHidden();
  // Theirs stands: nothing was overwritten, and this board now shows it.
  await expect(card(stale, 'Meeting Booked', project.name)).toBeVisible();
  await expect(card(stale, 'Initial Meeting Held', project.name)).toHaveCount(0);

  await card(mover, 'Meeting Booked', project.name).dragTo(column(mover, 'Formal Pitch Booked'));
  await expect(card(mover, 'Formal Pitch Booked', project.name)).toBeVisible();
  await expect(mover.getByText(`${project.name} moved to Formal Pitch Booked`)).toBeVisible();

  await card(stale, 'Meeting Booked', project.name).dragTo(column(stale, 'Initial Meeting Held'));
  dialog = stale.getByRole('dialog', { name: 'This record was changed by someone else' });
  await expect(dialog.getByRole('definition').filter({ hasText: 'Formal Pitch Booked' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Move to Initial Meeting Held anyway' }).click();
  await expect(dialog)
    .toBeHidden()
    .catch(async (error: Error) => {
      const shown = await dialog.innerText().catch(() => '');
      throw new Error(
        `${error.message}\nThe stale board's moves were answered: ${answers.join(', ')}\nThe dialog: ${shown}`,
      );
    });
  await expect(card(stale, 'Initial Meeting Held', project.name)).toBeVisible();
  await expect(stale.getByText(`${project.name} moved to Initial Meeting Held`)).toBeVisible();
  // The live board follows the deliberate second move.
  await expect(card(mover, 'Initial Meeting Held', project.name)).toBeVisible({ timeout: 5_000 });
});

test('the edit form records why an opportunity was lost and a money-laundering tick; converted, it joins the deals', async ({
  browser,
}) => {
  const page = await signedInPage(browser, { context: boardViewport });
  const project = await createOpportunity(page, 'Lost Cause');
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: project.name })).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Lost reason', { exact: true })).toHaveCount(0);
  await page.getByLabel('Opportunity status', { exact: true }).selectOption({ label: 'Closed Lost' });
  await page.getByLabel('Lost reason', { exact: true }).selectOption({ label: 'Competition' });
  await page.getByLabel('Why it was lost').fill('Chose a larger firm');
  const tick = page.getByRole('checkbox', { name: 'Money-laundering checklist sent', exact: true });
  await tick.focus();
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Project saved')).toBeVisible();

  const status = page.getByLabel('Status', { exact: true });
  await expect(status.getByRole('definition').filter({ hasText: /^Closed Lost$/ })).toBeVisible();
  await expect(status.getByRole('definition').filter({ hasText: /^Competition$/ })).toBeVisible();
  await expect(status.getByRole('definition').filter({ hasText: /^Chose a larger firm$/ })).toBeVisible();
  const today = new Date();
  const day = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
  await expect(
    page
      .getByLabel('Dates and compliance')
      .getByRole('definition')
      .filter({ hasText: `Yes, ${day}` }),
  ).toHaveCount(1);

  await page.getByRole('button', { name: 'Convert to deal' }).click();
  await expect(page.getByText(`${project.name} is now a deal`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to opportunity' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Deals' })).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  // Each line says who did what to which project, in words (the history describer).
  await expect(history.getByText('was lost: Competition (Chose a larger firm)')).toBeVisible();
  await expect(history.getByText('Lost reason: — → Competition')).toBeVisible();
  await expect(history.getByText(`Money-laundering checklist sent: No → Yes (${day})`)).toBeVisible();
  await expect(history.getByText('to a deal (Signed But Nothing Started)')).toBeVisible();

  await page.goto('/projects?view=grid');
  await page.getByLabel('Search projects').fill(project.name);
  const grid = page.getByRole('region', { name: 'Deals' });
  await expect(grid.getByRole('link', { name: project.name })).toBeVisible();
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
});

test('at 1440 px the opportunities and deals boards fold their empty columns and stay within about two screens', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const [path, title] of [
    ['/projects/opportunities', 'Opportunities'],
    ['/projects', 'Deals'],
  ] as const) {
    await page.goto(path);
    const board = page.getByLabel(`${title} board`);
    await expect(board.getByRole('article').first()).toBeVisible();
    const scrollWidth = await board.evaluate((element) => element.scrollWidth);
    expect(scrollWidth, `${title} board scroll width`).toBeLessThanOrEqual(2 * 1440);

    // Every column's count is whole inside its column, folded strips included.
    const clipped = await board.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('.db-board__column')]
        .filter((column) => {
          const count = column.querySelector('.db-board__count')!.getBoundingClientRect();
          const box = column.getBoundingClientRect();
          return count.left < box.left || count.right > box.right || count.width === 0;
        })
        .map((column) => column.getAttribute('aria-label')),
    );
    expect(clipped, `${title}: columns whose count is clipped`).toEqual([]);
  }

  // A folded column opens on a click and shows where to drop; its fold button folds it again.
  await page.goto('/projects/opportunities');
  const strip = page.getByRole('button', { name: /: no projects\. Open the column$/ }).first();
  const name = (await strip.getAttribute('title'))!;
  await strip.click();
  const opened = page.getByRole('region', { name, exact: true });
  await expect(opened.getByText('Drop a project here')).toBeVisible();
  await opened.getByRole('button', { name: `Fold ${name}` }).click();
  await expect(opened.getByText('Drop a project here')).toHaveCount(0);

  // From the keyboard: focus opens it while focus stays in it.
  const strips = page.getByRole('button', { name: /: no projects\. Open the column$/ });
  const keyed = (await strips.first().getAttribute('title'))!;
  await strips.first().focus();
  const peeked = page.getByRole('region', { name: keyed, exact: true });
  await expect(peeked.getByRole('button', { name: `Keep ${keyed} open` })).toBeFocused();
  await expect(peeked.getByText('Drop a project here')).toBeVisible();
  await context.close();
});

test('the new project form: Enter picks the client and a Bluebox contact, an unknown name holds the form until cleared', async ({
  browser,
}) => {
  const page = await signedInPage(browser, { context: boardViewport });
  const stamp = `${Date.now()}`;
  const clientName = `Picker Client ${stamp}`;
  await (await api(page)).post('/api/company', { companyName: clientName });
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/project') created.push(request.url());
  });

  await page.goto('/projects/opportunities');
  await page.getByRole('button', { name: 'New project' }).first().click();
  await expect(page.getByRole('heading', { name: 'New project' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Project name (required)', exact: true }).fill(`Picker Project ${stamp}`);
  const client = page.getByLabel('Client company', { exact: true });
  await client.fill(clientName);
  await expect(page.getByRole('option', { name: clientName })).toBeVisible();
  await client.press('Enter');
  await expect(page.getByRole('link', { name: clientName })).toBeVisible();

  const contacts = page.getByLabel('Bluebox contacts');
  await contacts.fill('Administ');
  await expect(page.getByRole('listbox').getByRole('option', { name: 'Administrator' })).toBeVisible();
  await contacts.press('Enter');
  await expect(page.locator('.bp6-tag', { hasText: 'Administrator' })).toBeVisible();
  expect(created).toEqual([]);

  await contacts.fill(`Nobody ${stamp}`);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText(`'Nobody ${stamp}' matches no person — pick one or clear it`)).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/new/);
  expect(created).toEqual([]);
  await contacts.fill('');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  expect(created).toHaveLength(1);
});
