import { expect, type Page } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

interface Call {
  _id: string;
  createdBy: { _id: string; fullName: string };
}

/** A project with one purchaser whose contact on file is Ada: what the console calls. */
async function createDeal(page: Page) {
  const id = stamp();
  const call = await api(page);
  const client = await call.post<{ _id: string }>('/api/company', { companyName: `Calls Client ${id}` });
  const projectName = `Calls sale ${id}`;
  const project = await call.post<{ _id: string }>('/api/project', { projectName, client: client._id });
  const purchaser = `Kestrel Buyers ${id}`;
  const company = await call.post<{ _id: string }>('/api/company', { companyName: purchaser });
  const person = `Ada Kestrel${id}`;
  const contact = await call.post<{ _id: string }>('/api/contact', {
    firstName: 'Ada',
    lastName: `Kestrel${id}`,
    companies: [company._id],
  });
  const purchase = await call.post<{ _id: string }>('/api/purchase', { company: company._id, project: project._id });
  return {
    projectId: project._id,
    projectName,
    purchaseId: purchase._id,
    purchaser,
    companyId: company._id,
    person,
    contactId: contact._id,
  };
}

/** A call logged the way the console logs it: on the purchaser, with nobody recorded as spoken to. */
async function logConsoleCall(page: Page, purchaseId: string, content: string): Promise<Call> {
  return (await api(page)).post<Call>('/api/communication', {
    outcome: 'Spoke to Contact - Successful call',
    action: 0,
    content,
    purchases: [purchaseId],
  });
}

const today = () => new Date().toISOString().slice(0, 10);

test("the project's Communications tab and the dashboard drill-down say who was called, live, on a desk and on a phone", async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const deal = await createDeal(page);
  const first = await logConsoleCall(page, deal.purchaseId, 'Wants the teaser');

  await page.goto(`/projects/${deal.projectId}`);
  await page.getByRole('tab', { name: 'Communications' }).click();
  const list = page.getByRole('table', { name: 'Communication list' });
  const row = list.getByRole('row').filter({ hasText: 'Wants the teaser' });
  await expect(row.getByRole('link', { name: deal.purchaser })).toHaveAttribute('href', `/companies/${deal.companyId}`);
  await expect(row.getByRole('link', { name: deal.person })).toHaveAttribute('href', `/contacts/${deal.contactId}`);
  await expect(row).toContainText(first.createdBy.fullName);
  await expect(row).toContainText('Successful call');
  await expect(row).toContainText('Send NDA');
  await expect(list).not.toContainText('Contacted');
  // Beside the activity timeline the list is a column of cards, each line labelled.
  const labels = await row.locator('td[data-label]').evaluateAll((cells) => cells.map((c) => c.dataset.label));
  expect(labels).toEqual(['When', 'Purchaser', 'Spoken to', 'Caller', 'Type', 'Outcome', 'Next action', 'Notes']);

  // A call logged elsewhere joins the open tab, saying who it was with.
  const other = await signedInPage(browser);
  await logConsoleCall(other, deal.purchaseId, 'Sending the NDA today');
  await expect(list.getByRole('row').filter({ hasText: 'Sending the NDA today' })).toContainText(deal.purchaser);

  // The drill-down of today's calls names the project, purchaser and person too.
  await page.goto(`/dashboard/calls?caller=${first.createdBy._id}&from=${today()}&to=${today()}`);
  const calls = page.getByRole('table', { name: 'Calls' });
  const drilled = calls.getByRole('row').filter({ hasText: 'Wants the teaser' });
  await expect(drilled.getByRole('link', { name: deal.projectName })).toHaveAttribute(
    'href',
    `/projects/${deal.projectId}`,
  );
  await expect(drilled.getByRole('link', { name: deal.purchaser })).toBeVisible();
  await expect(drilled.getByRole('link', { name: deal.person })).toBeVisible();
  await expect(calls).not.toContainText('Contacted');
  // The open drill-down takes in a call logged meanwhile.
  await logConsoleCall(other, deal.purchaseId, 'Third call, while the list is open');
  await expect(calls.getByRole('row').filter({ hasText: 'Third call, while the list is open' })).toContainText(
    deal.person,
  );

  // On a phone each call is a card of labelled lines, as wide as the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(calls.locator('thead')).toBeHidden();
  await expect(drilled.locator('td[data-label="Purchaser"]')).toContainText(deal.purchaser);
  await expect(drilled.locator('td[data-label="Spoken to"]')).toContainText(deal.person);
  await expect(drilled.locator('td[data-label="Next action"]')).toContainText('Send NDA');
  const width = await drilled.evaluate((element) => element.getBoundingClientRect().right);
  expect(width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a purchaser company or a contact renamed elsewhere shows renamed in the project's open list of calls", async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const deal = await createDeal(page);
  await logConsoleCall(page, deal.purchaseId, 'Asked for the data room');

  await page.goto(`/projects/${deal.projectId}`);
  await page.getByRole('tab', { name: 'Communications' }).click();
  const row = page
    .getByRole('table', { name: 'Communication list' })
    .getByRole('row')
    .filter({ hasText: 'Asked for the data room' });
  await expect(row.getByRole('link', { name: deal.purchaser })).toBeVisible();
  await expect(row.getByRole('link', { name: deal.person })).toBeVisible();

  // Someone else renames the purchaser company, then the person: the open list follows, no reload.
  const other = await api(await signedInPage(browser));
  const renamedCompany = `${deal.purchaser} Group`;
  await other.put(`/api/company/${deal.companyId}`, { companyName: renamedCompany });
  await expect(row.getByRole('link', { name: renamedCompany, exact: true })).toHaveAttribute(
    'href',
    `/companies/${deal.companyId}`,
  );
  const renamedPerson = `Adaline ${deal.person.split(' ')[1]}`;
  await other.put(`/api/contact/${deal.contactId}`, { firstName: 'Adaline' });
  await expect(row.getByRole('link', { name: renamedPerson, exact: true })).toHaveAttribute(
    'href',
    `/contacts/${deal.contactId}`,
  );
  await expect(row).not.toContainText(deal.person);
});
