import { expect, type Page } from '@playwright/test';
import { api, minimalPdf, signedInPage, test, uploadPdf } from './support.js';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

interface Setup {
  projectId: string;
  projectName: string;
  purchaser: string;
  purchaseId: string;
  fileName: string;
  attachmentId: string;
  manager: { email: string; password: string };
  client: { email: string; password: string };
}

/**
 * As the administrator, through the API: a client company with its project (moved on one stage
 * and its opportunity won, for the timeline), two purchasers, a payment, a document, a manager and a client user of that
 * company, each with a password.
 */
async function setUp(admin: Page): Promise<Setup> {
  const id = stamp();
  const call = await api(admin);
  const company = await call.post<{ _id: string }>('/api/company', { companyName: `Portal Client ${id}` });
  const projectName = `Portal Sale ${id}`;
  const project = await call.post<{ _id: string; version: number }>('/api/project', {
    projectName,
    client: company._id,
  });
  await call.put(`/api/project/${project._id}`, { status: 5 }, project.version);
  // The opportunity won (an internal status, "Closed Won"): the client reads it as a stage.
  await call.put(`/api/project/${project._id}`, { opportunityStatus: 10 }, project.version + 1);
  const purchaser = `Portal Buyer ${id}`;
  const buyer = await call.post<{ _id: string }>('/api/company', { companyName: purchaser });
  const purchase = await call.post<{ _id: string }>('/api/purchase', { company: buyer._id, project: project._id });
  const other = await call.post<{ _id: string }>('/api/company', { companyName: `Portal Other ${id}` });
  await call.post('/api/purchase', { company: other._id, project: project._id });
  await call.post('/api/payment', {
    description: 'Engagement fee',
    amountIncVAT: 1200,
    dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    projects: [project._id],
  });
  const fileName = `Teaser ${id}.pdf`;
  const attachmentId = await uploadPdf(admin, project._id, fileName);

  const manager = { email: `portal-manager-${id}@dealbook.local`, password: 'portal-test-password' };
  await call.post('/api/user', { ...manager, firstName: 'Mona', lastName: `Portal${id}`, role: 3 });
  const client = { email: `portal-client-${id}@dealbook.local`, password: 'portal-test-password' };
  const clientUser = await call.post<{ _id: string; version: number }>('/api/user', {
    ...client,
    firstName: 'Carl',
    lastName: `Portal${id}`,
    role: 0,
  });
  await call.put(`/api/user/${clientUser._id}`, { companies: [company._id] }, clientUser.version);
  return {
    projectId: project._id,
    projectName,
    purchaser,
    purchaseId: purchase._id,
    fileName,
    attachmentId,
    manager,
    client,
  };
}

test('staff submit a purchaser and a document, the client decides, the staff see it live; the client follows the status', async ({
  browser,
}) => {
  const admin = await signedInPage(browser);
  const s = await setUp(admin);

  // The manager submits one purchaser and the document for the client's approval.
  const staff = await signedInPage(browser, { account: s.manager });
  await staff.goto(`/projects/${s.projectId}`);
  await staff.getByRole('tab', { name: /Purchasers/ }).click();
  const row = staff.locator(`tr[data-purchase="${s.purchaseId}"]`);
  await expect(row).toContainText('Not submitted');
  // Keyboard-first, and Blueprint's drawn box sits over the input.
  await staff.getByRole('checkbox', { name: `Select ${s.purchaser}`, exact: true }).focus();
  await staff.keyboard.press('Space');
  await staff.getByRole('button', { name: 'Submit 1 for client approval' }).click();
  const submitDialog = staff.getByRole('dialog');
  await submitDialog.getByLabel('Note to the client', { exact: true }).fill('A strong strategic fit');
  await submitDialog.getByText("Share each purchaser's sector").click();
  await submitDialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(staff.getByText('1 submitted', { exact: true })).toBeVisible();
  await expect(row).toContainText('Awaiting client');

  await staff.getByRole('tab', { name: 'Attachments' }).click();
  await staff.getByRole('button', { name: `Client actions for ${s.fileName}` }).click();
  await staff.getByRole('menuitem', { name: 'Submit for client approval' }).click();
  const documentDialog = staff.getByRole('dialog');
  await documentDialog.getByLabel('Note to the client', { exact: true }).fill('Please check the figures');
  await documentDialog.getByRole('button', { name: 'Submit for client approval' }).click();
  await expect(staff.getByText(`${s.fileName} submitted for client approval`)).toBeVisible();
  await staff.getByRole('tab', { name: /Purchasers/ }).click();

  // The client sees both waiting, on their home page and on the approvals page.
  const client = await signedInPage(browser, { account: s.client, landing: /\/client$/ });
  const card = client.getByRole('region', { name: s.projectName });
  await expect(card.getByRole('link', { name: '2 awaiting your approval' })).toBeVisible();
  await card.getByRole('link', { name: '2 awaiting your approval' }).click();
  await expect(client).toHaveURL(/\/client\/approval$/);
  const purchaserItem = client.getByRole('article', { name: s.purchaser });
  await expect(purchaserItem).toContainText('A strong strategic fit');
  await expect(purchaserItem).toContainText(s.projectName);

  // Rejects the purchaser with a comment (Enter sends it), approves the document.
  await purchaserItem.getByRole('button', { name: `Reject ${s.purchaser}` }).click();
  const reject = client.getByRole('dialog');
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject.getByText('Say why, so the team can act on it')).toBeVisible();
  await reject.getByLabel('Comment', { exact: true }).fill('They are our main competitor');
  await reject.getByLabel('Comment', { exact: true }).press('Enter');
  await expect(client.getByText(`Rejected ${s.purchaser}`, { exact: true })).toBeVisible();

  const documentItem = client.getByRole('article', { name: s.fileName });
  await documentItem.getByRole('button', { name: `Approve ${s.fileName}` }).click();
  await client.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(client.getByText(`Approved ${s.fileName}`, { exact: true })).toBeVisible();
  await client.getByRole('tab', { name: /Decided/ }).click();
  await expect(client.getByRole('article', { name: s.purchaser })).toContainText('They are our main competitor');

  // The staff page hears of it without a reload: a toast and the row's new state, locked.
  await expect(staff.getByText(`Client rejected ${s.purchaser}: They are our main competitor`)).toBeVisible();
  await expect(row).toContainText('Rejected');
  await expect(staff.getByRole('checkbox', { name: `NDA sent: ${s.purchaser}`, exact: true })).toBeDisabled();
  await expect(staff.getByText(`Client approved ${s.fileName}`)).toBeVisible();
  await staff.getByRole('tab', { name: 'Attachments' }).click();
  await expect(staff.getByRole('table', { name: 'Files' })).toContainText('Approved');

  // The project's history says it in words.
  await staff.getByRole('tab', { name: 'History' }).click();
  // Inside the history: the decision's toast may still be showing the same words.
  const history = staff.locator('.db-project-history');
  await expect(history.getByText(`submitted the purchaser ${s.purchaser} for client approval`)).toBeVisible();
  await expect(history.getByText(`rejected the purchaser ${s.purchaser}: They are our main competitor`)).toBeVisible();

  // The manager's dashboard has its card of what waits on clients (overdue items or none).
  await staff.goto('/dashboard/manager');
  await expect(staff.getByRole('region', { name: 'Waiting on clients' })).toContainText(/days|No client is overdue/);

  // The client's status page: stage, timeline, milestones, payments and the downloadable document.
  await client.goto(`/client/status?project=${s.projectId}`);
  await expect(client.getByLabel('Stage', { exact: true })).toContainText('Preparing sale documents');
  await expect(client.getByRole('list', { name: 'Status changes' }).getByRole('listitem')).not.toHaveCount(0);
  const timeline = client.getByRole('list', { name: 'Status changes' });
  await expect(timeline).toContainText('Getting started → Preparing sale documents');
  // The client reads stages, never the firm's statuses or which of its status fields moved.
  await expect(timeline).not.toContainText(/Closed Won|Introduction|Preparing Docs|Project:|Proposal:|Sale:/);
  await expect(client.locator('dd[data-milestone="Approached"]')).toHaveText(/^\d+$/);
  const payments = client.getByRole('table', { name: 'Payments' });
  await expect(payments).toContainText('Engagement fee');
  await expect(payments).toContainText('£1,200');
  await expect(payments).toContainText('Due');
  const download = client.getByRole('link', { name: s.fileName, exact: true });
  const href = await download.getAttribute('href');
  const file = await client.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 4).toString()).toBe('%PDF');

  await client.context().close();
  await staff.context().close();
  await admin.context().close();
});

test('a document the client rejected goes back to them as a new version', async ({ browser }) => {
  const admin = await signedInPage(browser);
  const s = await setUp(admin);
  await (await api(admin)).post(`/api/attachment/${s.attachmentId}/client`, { action: 'submit', note: 'Draft one' });
  const client = await signedInPage(browser, { account: s.client, landing: /\/client$/ });
  await (
    await api(client)
  ).post(`/api/client/attachment/${s.attachmentId}/decision`, {
    decision: 'rejected',
    comment: 'Wrong year-end figures',
  });

  const staff = await signedInPage(browser, { account: s.manager });
  await staff.goto(`/projects/${s.projectId}`);
  await staff.getByRole('tab', { name: 'Attachments' }).click();
  const files = staff.getByRole('table', { name: 'Files' });
  await expect(files).toContainText('Rejected');
  await expect(files).toContainText('Wrong year-end figures');
  await staff.getByRole('button', { name: `Client actions for ${s.fileName}` }).click();
  await staff.getByRole('menuitem', { name: 'Upload a new version…' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog).toContainText('Wrong year-end figures');
  await dialog.getByRole('button', { name: 'Upload and resubmit' }).click();
  await expect(dialog.getByText('Choose the new version to upload', { exact: true })).toBeVisible();
  await dialog.getByLabel('New version', { exact: true }).setInputFiles({
    name: 'Teaser v2.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf,
  });
  await dialog.getByLabel('Note to the client', { exact: true }).fill('Figures corrected');
  await dialog.getByRole('button', { name: 'Upload and resubmit' }).click();
  await expect(staff.getByText('Teaser v2.pdf resubmitted to the client')).toBeVisible();
  await expect(files).toContainText('Awaiting client');

  await client.goto('/client/approval');
  const item = client.getByRole('article', { name: 'Teaser v2.pdf' });
  await expect(item).toContainText('Resubmitted — version 2');
  await expect(item).toContainText('Figures corrected');

  await client.context().close();
  await staff.context().close();
  await admin.context().close();
});
