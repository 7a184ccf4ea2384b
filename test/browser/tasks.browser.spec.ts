import { expect, type Page } from '@playwright/test';
import { api, signIn, test } from './support.js';

/** The top bar's count of my open tasks (spec §2.3), as the user menu's Tasks entry shows it. */
async function openTaskBadge(page: Page): Promise<number> {
  await page.getByRole('button', { name: /Administrator/ }).click();
  const badge = page.getByRole('menu', { name: 'Account' }).getByLabel(/^Open tasks: \d+$/);
  await expect(badge).toBeVisible();
  const count = Number(await badge.textContent());
  await page.keyboard.press('Escape');
  return count;
}

async function expectBadge(page: Page, count: number): Promise<void> {
  await expect(page.locator('.db-topbar__task-badge')).toHaveText(String(count), { timeout: 10_000 });
}

test('a task created on a company page for myself raises my badge; completing it on /team/tasks lowers it', async ({
  page,
}) => {
  const company = `Badge Holdings ${Date.now()}`;
  const subject = `Send the NDA to ${company}`;
  await signIn(page);
  const before = await openTaskBadge(page);

  await page.goto('/companies/new');
  await page.getByLabel('Company name').fill(company);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: company })).toBeVisible();

  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Assigned to').click();
  await page.getByRole('option', { name: 'Administrator' }).click();
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Task created')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tasks' }).getByText(subject)).toBeVisible();

  // No reload: the push to my user room refreshes the count.
  await expectBadge(page, before + 1);

  // My profile counts my open tasks as the badge does, not the records pinned to my user record.
  await page.getByRole('button', { name: /Administrator/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  const openTasks = page.locator('dt', { hasText: /^Open tasks$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(openTasks).toHaveText(String(before + 1));
  await page.goBack();

  await page.getByRole('button', { name: /Administrator/ }).click();
  await page.getByRole('menuitem', { name: /Tasks/ }).click();
  await expect(page).toHaveURL(/\/team\/tasks$/);
  // Newest first, by the address the list keeps its sort in.
  await page.goto('/team/tasks?sort=-createdAt');
  await page.getByLabel(`Status of ${subject}`).selectOption({ label: 'Completed' });
  await expect(page.getByText(`"${subject}" is now Completed`)).toBeVisible();
  await expectBadge(page, before);
  // The default filter shows open tasks only: the completed one leaves the list.
  await expect(page.getByLabel(`Status of ${subject}`)).toHaveCount(0);
});

test('/team/tasks names and links what each task is about and tags an overdue task', async ({ page }) => {
  const stamp = Date.now();
  const company = `Context Holdings ${stamp}`;
  const subject = `Send the NDA ${stamp}`;
  await signIn(page);
  await page.getByRole('button', { name: /Administrator/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  const me = new URL(page.url()).pathname.split('/').at(-1)!;

  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as { _id: string };
  };
  const { _id: companyId } = await post('/api/company', { companyName: company });
  // Due long ago: first in the board's due-date order and overdue.
  await post('/api/task', {
    subject,
    dueDate: '2001-01-01T09:00:00Z',
    assignedTo: [me],
    companies: [companyId],
  });

  await page.goto('/team/tasks');
  const row = page.getByRole('table', { name: 'Task list' }).getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Overdue')).toBeVisible();
  await row.getByRole('link', { name: `Company: ${company}` }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}$`));
  await expect(page.getByRole('heading', { name: company })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: `Company: ${company}` })).toBeVisible();
  await expect(dialog.getByText('Overdue')).toBeVisible();
  await page.keyboard.press('Escape');

  // The board's filter bar searches subjects, as every list's bar searches its names.
  const search = page.getByRole('searchbox', { name: 'Search tasks by subject' });
  await search.fill(`the NDA ${stamp}`);
  await expect(page.getByRole('button', { name: subject })).toBeVisible();
  await search.fill(`No such task ${stamp}`);
  await expect(page.getByRole('button', { name: subject })).toHaveCount(0);
  // The empty list offers to clear them too; here it is the bar's own button.
  await page.getByRole('search', { name: 'Task filters' }).getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('button', { name: subject })).toBeVisible();
});

test('a new task without a subject says so beside the field and creates nothing', async ({ page }) => {
  const company = `Subjectless Holdings ${Date.now()}`;
  await signIn(page);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const created = await page.request.post('/api/company', {
    data: { companyName: company },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(created.ok()).toBe(true);
  const { _id: companyId } = (await created.json()) as { _id: string };

  await page.goto(`/companies/${companyId}`);
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Description').fill('Ring them about the NDA');
  await dialog.getByRole('button', { name: 'Create task' }).click();

  const subject = dialog.getByLabel('Subject', { exact: true });
  // The message sits in the subject's own form group, under the field.
  const field = dialog.locator('.bp6-form-group').filter({ has: page.getByLabel('Subject', { exact: true }) });
  await expect(field).toContainText('Subject is required');
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
  await expect(subject).toBeFocused();
  await expect(page.getByText('Task created')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('No tasks yet')).toBeVisible();
  const count = await page.request.get(`/api/tasks/count?companies=${companyId}`);
  expect(await count.json()).toBe(0);
});

test("saving a task someone else changed meanwhile offers the conflict choice and keeps one's edits", async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page);
  const { post, put } = await api(page);
  const company = await post<{ _id: string }>('/api/company', { companyName: `Conflict Holdings ${stamp}` });
  const task = await post<{ _id: string; version: number }>('/api/task', {
    subject: `Chase the IM ${stamp}`,
    companies: [company._id],
  });
  await page.goto(`/companies/${company._id}`);
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: `Edit Chase the IM ${stamp}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit task' });
  await dialog.getByLabel('Subject').fill(`Chase the IM today ${stamp}`);

  // Someone else raises the task's priority while the dialog is open; the list shows it live.
  await put(`/api/task/${task._id}`, { priority: 1 }, task.version);
  await expect(page.getByRole('table', { name: 'Tasks' }).getByRole('cell', { name: 'High' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('dialog', { name: 'This record was changed by someone else' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Subject')).toHaveValue(`Chase the IM today ${stamp}`);
  await expect(page.getByText('Task saved')).toHaveCount(0);
  // Nothing of theirs was overwritten.
  await expect(page.getByRole('table', { name: 'Tasks' }).locator('td[data-label="Subject"]')).toHaveText(
    `Chase the IM ${stamp}`,
  );
});

test('in the task dialog, Enter in "Assigned to" picks the person, Escape closes only the list, an unknown name holds the save', async ({
  page,
}) => {
  const company = `Assignee Keys ${Date.now()}`;
  await signIn(page);
  const { _id: companyId } = await (await api(page)).post<{ _id: string }>('/api/company', { companyName: company });
  await page.goto(`/companies/${companyId}`);
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Subject').fill('Ring about the teaser');

  const assignee = dialog.getByLabel('Assigned to');
  await assignee.fill('Administ');
  await expect(page.getByRole('option', { name: 'Administrator' })).toBeVisible();
  await assignee.press('Enter');
  await expect(dialog.locator('.bp6-tag', { hasText: 'Administrator' })).toBeVisible();
  await expect(page.getByText('Task created')).toHaveCount(0);

  await assignee.fill('Admin');
  await expect(page.getByRole('listbox')).toBeVisible();
  await assignee.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await assignee.fill('Nobody Here');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog.getByText("'Nobody Here' matches no person — pick one or clear it")).toBeVisible();
  await expect(page.getByText('Task created')).toHaveCount(0);
  await assignee.fill('');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Task created')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tasks' }).getByText('Ring about the teaser')).toBeVisible();
});
