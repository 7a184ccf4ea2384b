import { expect, type Page } from '@playwright/test';
import { api, signIn, test } from './support.js';

async function createClient(page: Page, companyName: string): Promise<void> {
  await (await api(page)).post('/api/company', { companyName });
}

async function setOpportunityStatus(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Opportunity status: ${from}` }).click();
  await page.getByRole('menuitem', { name: to, exact: true }).click();
  await expect(page.getByText(`Opportunity status is now ${to}`)).toBeVisible();
  // The menu has closed when its popover has left the page (after the close transition, ~0.3 s,
  // when Blueprint gives focus back): a key pressed elsewhere before that would lose its focus.
  // (Waiting for the focus itself fails when the new status re-renders the button first.)
  await expect(page.locator('.bp6-popover:not(.bp6-tooltip)')).toHaveCount(0);
}

test('a project created and moved on through the UI replays each version from its history, then back to now', async ({
  page,
}) => {
  const stamp = `${Date.now()}`;
  const clientName = `Replay Holdings ${stamp}`;
  const projectName = `Replay sale ${stamp}`;
  await signIn(page);
  await createClient(page, clientName);

  await page.goto('/projects/opportunities');
  await page.getByRole('button', { name: 'New project' }).first().click();
  await expect(page.getByRole('heading', { name: 'New project' })).toBeVisible();
  // The form checks what the server would refuse before sending.
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Project name is required')).toBeVisible();
  await expect(page.getByText('Choose the client company')).toBeVisible();

  await page.getByLabel('Project name').fill(projectName);
  await page.getByLabel('Client company', { exact: true }).fill(clientName);
  await page.getByRole('option', { name: clientName }).click();
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Project created')).toBeVisible();
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  await expect(page.getByRole('link', { name: `Client: ${clientName}` })).toBeVisible();

  await setOpportunityStatus(page, 'Introduction', 'Meeting Booked');
  await setOpportunityStatus(page, 'Meeting Booked', 'Proposal Sent');

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText('Introduction → Meeting Booked')).toBeVisible();
  await expect(history.getByText('Meeting Booked → Proposal Sent')).toBeVisible();
  await expect(history.getByText(`registered the project ${projectName} for ${clientName}`)).toBeVisible();
  // The client is named and linked to its page.
  await expect(history.getByRole('link', { name: clientName })).toHaveAttribute('href', /\/companies\//);

  const slider = page.getByRole('slider', { name: 'Version to replay' });
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await slider.focus();
  // One stop per key press, each shown before the next (as a person steps back through it).
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '2');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '1');

  const first = page.getByRole('region', { name: 'As it stood at version 1' });
  await expect(first.getByText('Version 1 of 3')).toBeVisible();
  const firstStatus = first.getByLabel('Status', { exact: true });
  await expect(firstStatus.getByRole('definition').filter({ hasText: /^Introduction$/ })).toBeVisible();
  await expect(firstStatus.getByText('Proposal Sent')).toHaveCount(0);

  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('region', { name: 'As it stood at version 2' });
  await expect(
    second
      .getByLabel('Status', { exact: true })
      .getByRole('definition')
      .filter({ hasText: /^Meeting Booked$/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Back to now' }).click();
  await expect(second).toBeHidden();
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByText('Showing now: version 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opportunity status: Proposal Sent' })).toBeVisible();
});

test("a project's history shows its purchasers' and calls' events in one timeline, narrowed by kind", async ({
  page,
}) => {
  const stamp = `${Date.now()}`;
  const buyer = `Timeline Buyer ${stamp}`;
  await signIn(page);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const send = async (method: 'post' | 'put', path: string, data: unknown) => {
    const response = await page.request[method](path, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    const text = await response.text();
    return (text.startsWith('{') ? JSON.parse(text) : {}) as { _id: string };
  };
  const client = await send('post', '/api/company', { companyName: `Timeline Client ${stamp}` });
  const purchaser = await send('post', '/api/company', { companyName: buyer });
  const project = await send('post', '/api/project', { projectName: `Timeline sale ${stamp}`, client: client._id });
  const purchase = await send('post', '/api/purchase', { company: purchaser._id, project: project._id });
  await send('put', `/api/purchase/${purchase._id}`, { sentNDA: { checked: true, timestamp: '2026-11-20T09:00:00Z' } });
  await send('post', '/api/communication', { commsDate: '2026-11-21T09:00:00Z', purchases: [purchase._id] });

  await page.goto(`/projects/${project._id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  const purchaserEntries = history.getByText(new RegExp(`the purchaser ${buyer}|${buyer} as a purchaser`));
  const callEntries = history.getByText(new RegExp(`a call with ${buyer}`));
  await expect(purchaserEntries.first()).toBeVisible();
  await expect(history.getByText(`ticked NDA sent for the purchaser ${buyer}`)).toBeVisible();
  await expect(callEntries.first()).toBeVisible();
  // The replay folds the project's own versions only: one so far, whatever its purchaser did.
  await expect(page.getByText('Nothing has changed since it was created.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing now: version 1 ' })).toBeVisible();

  const untick = async (name: string) => {
    const box = page.getByRole('checkbox', { name, exact: true });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).not.toBeChecked();
  };
  await untick('Purchasers');
  await expect(purchaserEntries).toHaveCount(0);
  await expect(callEntries.first()).toBeVisible();
  await untick('Calls');
  await expect(callEntries).toHaveCount(0);
  await expect(history.getByText(/registered the project Timeline sale/)).toBeVisible();
});
