import { expect } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('a manager runs the pipeline report, sees a new deal live and as it stood before it', async ({ browser }) => {
  const page = await signedInPage(browser);
  const before = new Date().toISOString();
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/reports\/pipeline$/);
  await expect(page.getByRole('heading', { name: 'Pipeline by stage' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Pipeline by stage' }).or(page.getByText('Nothing to report')),
  ).toBeVisible();

  const id = stamp();
  const call = await api(page);
  const client = await call.post<{ _id: string }>('/api/company', { companyName: `Report Client ${id}` });
  const projectName = `Report Deal ${id}`;
  await call.post('/api/project', { projectName, client: client._id, isDeal: true });
  // A push from the project list refreshes the live report: no reload.
  const table = page.getByRole('table', { name: 'Pipeline by stage' });
  await expect(table.getByRole('row').filter({ hasText: projectName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deals by stage' })).toBeVisible();

  // As it stood a moment before the deal was registered: the deal is not there yet.
  await page.goto(`/reports/pipeline?asOf=${encodeURIComponent(before)}`);
  await expect(page.getByRole('list', { name: 'What this report covers' })).toContainText('As it stood on');
  // The picker says whose clock its time is on (the covers line says the firm's).
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByText(`Your time (${zone})`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pipeline by stage' })).toBeVisible();
  await expect(page.getByText(projectName)).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to today' }).click();
  await expect(page.getByRole('table', { name: 'Pipeline by stage' }).getByText(projectName)).toBeVisible();

  // Another report from the menu keeps to its own filters.
  await page.getByRole('menuitem', { name: 'Projects by date' }).click();
  await expect(page).toHaveURL(/\/reports\/projects-by-date/);
  await page.getByLabel('Projects', { exact: true }).selectOption('deals');
  const byDate = page.getByRole('table', { name: 'Projects by date' });
  await expect(byDate.getByRole('row').filter({ hasText: projectName })).toContainText(`Report Client ${id}`);
  await expect(byDate.locator('tfoot')).toContainText('Total');
});

test('a user schedules the pipeline report by e-mail, downloads it as a PDF, changes the schedule and removes it', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await page.goto('/reports/pipeline?type=deals');
  await expect(page.getByRole('heading', { name: 'Pipeline by stage' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  expect((await download).suggestedFilename()).toBe('Dealbook - Pipeline by stage.pdf');

  const schedules = page.getByRole('region', { name: 'E-mail schedules' });
  await schedules.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail pipeline by stage on a schedule' });
  await dialog.getByLabel('How often').selectOption('monthly');
  await dialog.getByLabel('On day of the month (1–28)').fill('31');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText(/monthDay|day of the month/i).first()).toBeVisible();
  await dialog.getByLabel('On day of the month (1–28)').fill('3');
  await dialog.getByLabel('At (the firm’s time, HH:mm)').fill('06:45');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Pipeline by stage scheduled')).toBeVisible();
  const entry = schedules.getByText('Monthly on day 3 at 06:45, as PDF');
  await expect(entry).toBeVisible();
  await expect(schedules.getByText('No run yet.').first()).toBeVisible();

  // Changed: the dialog opens on the schedule as it is; a bad time is said beside the field.
  await schedules.getByRole('button', { name: 'Change the schedule Monthly on day 3 at 06:45, as PDF' }).click();
  const change = page.getByRole('dialog', { name: 'Change the e-mail schedule of pipeline by stage' });
  await expect(change.getByLabel('On day of the month (1–28)')).toHaveValue('3');
  await change.getByLabel('How often').selectOption('weekly');
  await change.getByLabel('On', { exact: true }).selectOption({ label: 'Friday' });
  await change.getByLabel('At (the firm’s time, HH:mm)').fill('25:00');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change.getByText(/must be HH:mm, e\.g\. 07:30/)).toBeVisible();
  await change.getByLabel('At (the firm’s time, HH:mm)').fill('08:15');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Schedule changed')).toBeVisible();
  const changed = schedules.getByText('Weekly on Friday at 08:15, as PDF');
  await expect(changed).toBeVisible();
  await expect(entry).toHaveCount(0);

  // A colleague (not a manager) sees the schedule, without the buttons only its owner or a manager may use.
  const colleague = { email: `colleague-${stamp()}@dealbook.local`, password: 'colleague-test-password' };
  await (await api(page)).post('/api/user', { ...colleague, firstName: 'Colleague', lastName: 'Reader', role: 2 });
  const theirs = await signedInPage(browser, { account: colleague });
  await theirs.goto('/reports/pipeline?type=deals');
  const theirSchedules = theirs.getByRole('region', { name: 'E-mail schedules' });
  await expect(theirSchedules.getByText('Weekly on Friday at 08:15, as PDF')).toBeVisible();
  await expect(theirSchedules.getByRole('button', { name: /^(Change|Remove) the schedule/ })).toHaveCount(0);
  await theirs.context().close();

  await schedules.getByRole('button', { name: 'Remove the schedule Weekly on Friday at 08:15, as PDF' }).click();
  await expect(page.getByText('Schedule removed')).toBeVisible();
  await expect(changed).toHaveCount(0);
});
