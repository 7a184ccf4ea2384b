import { expect, type Page } from '@playwright/test';
import { api, signedInPage, test, uploadPdf } from './support.js';

/**
 * Issue 33: on a 390×844 phone, by touch alone (taps, no keys, no mouse), a client decides on the
 * purchasers put to them, and an external caller logs calls in the console.
 */
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A client company, its project, and a purchase on it for each buyer company named. */
async function dealWithBuyers(call: Awaited<ReturnType<typeof api>>, projectName: string, buyers: [string, string]) {
  const company = await call.post<{ _id: string }>('/api/company', { companyName: `${projectName} Client` });
  const project = await call.post<{ _id: string; version: number }>('/api/project', {
    projectName,
    client: company._id,
  });
  for (const companyName of buyers) {
    const buyer = await call.post<{ _id: string }>('/api/company', { companyName });
    await call.post('/api/purchase', { company: buyer._id, project: project._id });
  }
  return { company, project, buyers };
}

/**
 * What a phone shows cut off or squeezed in each card: a button or link not wholly inside its card
 * and the screen, or a title given less than half the card's width. Each said in words.
 */
async function cramped(page: Page): Promise<string[]> {
  return page.getByRole('article').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const box = card.getBoundingClientRect();
      const name = card.getAttribute('aria-label') ?? '';
      const cut = [...card.querySelectorAll('button, a')].flatMap((control) => {
        const at = control.getBoundingClientRect();
        const inside = at.left >= box.left && at.right <= box.right && at.right <= window.innerWidth;
        return inside ? [] : [`${name}: "${control.textContent?.trim()}" is cut off`];
      });
      const title = card.querySelector('h2')?.getBoundingClientRect();
      const squeezed =
        title && title.width < box.width / 2 ? [`${name}: the title is ${Math.round(title.width)} px wide`] : [];
      return [...cut, ...squeezed];
    }),
  );
}

test('on a phone a client approves one purchaser and rejects another by tap, and the page never scrolls sideways', async ({
  browser,
}) => {
  const admin = await signedInPage(browser);
  const call = await api(admin);
  const id = stamp();
  const { company, project, buyers } = await dealWithBuyers(call, `Touch Sale ${id}`, [
    `Touch Keen ${id}`,
    `Touch Rival ${id}`,
  ]);
  await call.post(`/api/project/${project._id}/purchasers/approval`, { all: true, note: 'Two to decide on' });
  // A document's card holds three buttons (Download, Approve, Reject) beside a long title.
  const memorandum = `Information Memorandum - Touch Sale ${id}.pdf`;
  const attachment = await uploadPdf(admin, project._id, memorandum);
  await call.post(`/api/attachment/${attachment}/client`, { action: 'submit', note: 'For your approval' });
  const account = { email: `touch-client-${id}@dealbook.local`, password: 'touch-test-password' };
  const user = await call.post<{ _id: string; version: number }>('/api/user', {
    ...account,
    firstName: 'Tia',
    lastName: `Touch${id}`,
    role: 0,
  });
  await call.put(`/api/user/${user._id}`, { companies: [company._id] }, user.version);
  await admin.context().close();

  const client = await signedInPage(browser, { account, landing: /\/client$/, context: phone });
  await client.goto('/client/approval');
  await expect(client.getByRole('article', { name: memorandum })).toBeVisible();
  expect(await cramped(client)).toEqual([]);
  const [keen, rival] = buyers;
  await client
    .getByRole('article', { name: keen })
    .getByRole('button', { name: `Approve ${keen}` })
    .tap();
  await client.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).tap();
  await expect(client.getByText(`Approved ${keen}`, { exact: true })).toBeVisible();

  await client
    .getByRole('article', { name: rival })
    .getByRole('button', { name: `Reject ${rival}` })
    .tap();
  const reject = client.getByRole('dialog');
  await reject.getByLabel('Comment', { exact: true }).fill('A competitor of ours');
  await reject.getByRole('button', { name: 'Reject', exact: true }).tap();
  await expect(client.getByText(`Rejected ${rival}`, { exact: true })).toBeVisible();
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await client.getByRole('tab', { name: /Decided/ }).tap();
  await expect(client.getByRole('article', { name: rival })).toContainText('A competitor of ours');
  await expect(client.getByRole('article', { name: keen })).toBeVisible();
  await client.context().close();
});

test('on a phone an external caller picks a project, a purchaser and logs a call by tap, and the page never scrolls sideways', async ({
  browser,
}) => {
  const admin = await signedInPage(browser);
  const call = await api(admin);
  const id = stamp();
  const projectName = `Touch Console ${id}`;
  const { project, buyers } = await dealWithBuyers(call, projectName, [`Touch Avocet ${id}`, `Touch Bunting ${id}`]);
  const account = { email: `touch-caller-${id}@dealbook.local`, password: 'touch-test-password' };
  const user = await call.post<{ _id: string }>('/api/user', {
    ...account,
    firstName: 'Tam',
    lastName: `Caller${id}`,
    role: 1,
  });
  await call.put(`/api/project/${project._id}`, { externalCallers: [user._id] }, project.version);
  await admin.context().close();

  const caller = await signedInPage(browser, { account, landing: /\/ext\/dashboard$/, context: phone });
  await caller.goto('/ext/console');
  await caller.getByRole('button', { name: 'Pick a project' }).tap();
  await caller.getByRole('option', { name: new RegExp(projectName) }).tap();
  await expect(caller).toHaveURL(new RegExp(`project=${project._id}`));

  const [avocet, bunting] = buyers;
  const row = (name: string) =>
    caller.getByRole('table', { name: 'Purchasers' }).getByRole('row').filter({ hasText: name });
  await expect(row(bunting)).toContainText('Not contacted yet');
  // A tap on a row, its purchaser's name too, makes it the one the toolbar's "Log communication"
  // is for. The name is read, not opened: a company page is not theirs to see, and the link it
  // once was took them out of the console.
  await expect(row(bunting).getByRole('link')).toHaveCount(0);
  await row(bunting).getByText(bunting).tap();
  await expect(row(bunting)).toHaveAttribute('aria-current', 'true');
  await expect(caller).toHaveURL(new RegExp(`/ext/console\\?project=${project._id}`));
  await caller.getByRole('button', { name: 'Log communication' }).tap();
  const dialog = caller.getByRole('dialog', { name: 'Log communication' });
  await dialog.getByLabel('Outcome').selectOption('Spoke to Contact - Successful call');
  await dialog.getByLabel('Action').selectOption('Further Call Booked');
  await dialog.getByRole('button', { name: 'Log', exact: true }).tap();
  await expect(caller.getByText('Communication logged', { exact: true })).toBeVisible();
  await expect(row(bunting)).toContainText('Successful call');
  await expect(row(bunting)).toContainText('Further Call Booked');
  // Both purchasers are still listed, the other one untouched.
  await expect(row(avocet)).toContainText('Not contacted yet');
  expect(await caller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await caller.context().close();
});
