import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { accessibilityFailures } from './accessibility.js';
import { api, signedInPage, test, uploadPdf } from './support.js';

/**
 * Sending buyer documents (issue 38), end to end: the deal team sends the teaser to three
 * purchasers and the IM to the one whose NDA is signed (the others are refused, in words), a
 * recipient opens their link in a browser of their own, views and downloads the IM — marked with
 * their name on every page — while the team's open purchaser updates live; then the link is
 * withdrawn and says so.
 */
const run = Date.now().toString(36);

async function realPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2])
    pdf.addPage([595, 842]).drawText(`${title} page ${page}`, { x: 72, y: 760, font, size: 18 });
  return Buffer.from(await pdf.save());
}

test('the deal team sends the teaser and the IM, a buyer reads the watermarked IM live, and the link is withdrawn', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser);
  const calls = await api(page);
  const client = await calls.post<{ _id: string }>('/api/company', { companyName: `Heron Seller ${run}` });
  const project = await calls.post<{ _id: string }>('/api/project', {
    projectName: `Project Heron ${run}`,
    client: client._id,
  });
  const purchaseIds: string[] = [];
  const buyers = ['Acme', 'Brill', 'Corvid'].map((name) => ({ name: `${name} ${run}`, person: `${name} Reader` }));
  for (const [index, buyer] of buyers.entries()) {
    const company = await calls.post<{ _id: string }>('/api/company', { companyName: buyer.name });
    await calls.post('/api/contact', {
      firstName: buyer.person.split(' ')[0],
      lastName: `Reader${run}`,
      email: `reader.${index}.${run}@buyers.example`,
      companies: [company._id],
    });
    const ticked = { checked: true, timestamp: new Date().toISOString() };
    const purchase = await calls.post<{ _id: string }>('/api/purchase', {
      company: company._id,
      project: project._id,
      ...(index === 0 ? { sentNDA: ticked, signedNDA: ticked } : {}),
    });
    purchaseIds.push(purchase._id);
  }
  const teaser = await uploadPdf(page, project._id, 'Heron teaser.pdf', await realPdf('Heron teaser'));
  const im = await uploadPdf(page, project._id, 'Heron IM.pdf', await realPdf('Heron information memorandum'));
  await calls.put(`/api/attachment/${teaser}`, { buyerAccess: 'teaser' });
  await calls.put(`/api/attachment/${im}`, { buyerAccess: 'nda' });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/projects/${project._id}`);
  await page.getByRole('tab', { name: /Purchasers/ }).click();
  const panel = page.getByRole('region', { name: 'Potential purchasers' });

  const openDocuments = async (buyer: string) => {
    await panel.getByRole('button', { name: `Details of ${buyer}` }).click();
    // Blueprint's drawer is no dialog role: found by its class, named by its heading.
    const drawer = page.locator('.bp6-drawer').filter({ has: page.getByRole('heading', { name: buyer }) });
    await drawer.getByRole('tab', { name: 'Buyer documents' }).click();
    return drawer;
  };

  // Several purchasers at once, from the tab: each person ticked under their purchaser.
  const sendToAll = async (document: string) => {
    for (const buyer of buyers) {
      // The selection stays after a sending, for the next one.
      const box = panel.getByRole('checkbox', { name: `Select ${buyer.name}`, exact: true });
      if (await box.isChecked()) continue;
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await panel.getByRole('button', { name: 'Send documents to 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send documents to 3 purchasers' });
    await dialog.locator('label').filter({ hasText: document }).click();
    for (const buyer of buyers) {
      await dialog
        .locator('label')
        .filter({ hasText: `${buyer.person.split(' ')[0]} Reader${run}` })
        .click();
    }
    await dialog.getByLabel('Message').fill('As discussed on the phone.');
    return dialog;
  };

  // The teaser to all three.
  const teaserDialog = await sendToAll('Heron teaser.pdf');
  await page.screenshot({ path: 'test-results/buyer-links-send-1440.png' });
  expect(await accessibilityFailures(page)).toEqual([]);
  await teaserDialog.getByRole('button', { name: 'Send' }).click();
  await expect(teaserDialog).toHaveCount(0);
  await expect(
    page.getByText(`Sent to ${buyers.map((buyer) => `${buyer.person.split(' ')[0]} Reader${run}`).join(', ')}`),
  ).toBeVisible();

  // Sending the teaser ticked "Teaser sent" on each, live.
  for (const buyer of buyers) {
    await expect(panel.getByRole('checkbox', { name: `Teaser sent: ${buyer.name}` })).toBeChecked();
  }
  await page.screenshot({ path: 'test-results/buyer-links-purchasers-1440.png' });

  // The IM to all three: it goes to Acme, whose NDA is signed; the others are refused, in words.
  const imDialog = await sendToAll('Heron IM.pdf');
  await imDialog.getByRole('button', { name: 'Send' }).click();
  const outcomes = imDialog.getByRole('status');
  await expect(outcomes).toContainText(`${buyers[0]!.name}: sent to Acme Reader${run}`);
  for (const buyer of buyers.slice(1)) {
    await expect(outcomes).toContainText(
      `${buyer.name}: nothing sent — ${buyer.name} has not signed the NDA — “Heron IM.pdf” cannot be sent`,
    );
  }
  await imDialog.screenshot({ path: 'test-results/buyer-links-refused-1440.png' });
  // Its footer's Close: what was sent is sent, and Send is no more offered.
  await expect(imDialog.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await imDialog.locator('form').getByRole('button', { name: 'Close' }).click();
  const acme = buyers[0]!;
  const drawer = await openDocuments(acme.name);
  const sent = drawer.getByRole('list', { name: 'Documents sent' });
  await expect(sent.getByRole('listitem').filter({ hasText: 'Heron IM.pdf' }).first()).toContainText('Not opened yet');

  // The recipient's e-mail (the outbox here: no SMTP server) carries their link.
  const outbox = await calls.get<{ to: string; text: string }[]>('/api/directory/outbox');
  const mail = outbox.find((m) => m.to === `reader.0.${run}@buyers.example` && m.text.includes('Heron IM.pdf'));
  const link = /https?:\/\/\S+\/d\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
  expect(link, 'the e-mail carries a personal link').toBeTruthy();
  expect(mail!.text).not.toContain('Heron Seller');

  // The buyer, with no account, in a browser of their own.
  const reader = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await reader.goto(link!);
  await expect(reader.getByRole('heading', { name: `Project Heron ${run}`, level: 1 })).toBeVisible();
  await expect(reader.getByText('Heron IM.pdf')).toBeVisible();
  await expect(reader.getByText('Heron Seller')).toHaveCount(0);
  expect(await accessibilityFailures(reader)).toEqual([]);
  await reader.screenshot({ path: 'test-results/buyer-links-page-1440.png' });
  const imItem = reader.getByRole('listitem').filter({ hasText: 'Heron IM.pdf' });
  const viewed = await reader.request.get(
    await imItem
      .getByRole('link', { name: 'View' })
      .getAttribute('href')
      .then((href) => new URL(href!, link).toString()),
  );
  expect(viewed.headers()['content-type']).toBe('application/pdf');
  const download = reader.waitForEvent('download');
  await imItem.getByRole('link', { name: 'Download Heron IM.pdf' }).click();
  const file = await (await download).path();
  const pages = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
  expect(pages).toHaveLength(2);
  for (const text of pages) {
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Acme Reader${run}`);
    expect(flat).toContain(`reader.0.${run}@buyers.example`);
    expect(flat).toContain(acme.name);
  }
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // The deal team's open purchaser shows it at once.
  const imLink = sent.getByRole('listitem').filter({ hasText: 'Heron IM.pdf' }).first();
  await expect(imLink).toContainText('viewed once');
  await expect(imLink).toContainText('downloaded once');
  await expect(imLink).toContainText('Opened once');
  await page.screenshot({ path: 'test-results/buyer-links-drawer-1440.png' });
  expect(await accessibilityFailures(page)).toEqual([]);

  // Withdrawn: the buyer's link says so.
  await imLink.getByRole('button', { name: /^Withdraw access for / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw access' }).click();
  await expect(page.getByText(/access withdrawn$/)).toBeVisible();
  await expect(imLink).toContainText('Withdrawn');
  await reader.reload();
  await expect(reader.getByRole('heading', { name: 'Access withdrawn', level: 1 })).toBeVisible();

  // The project's overview ranks the buyers by their reading: Acme, who downloaded the IM, first.
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Overview' }).click();
  const engagement = page.getByRole('region', { name: 'Buyer engagement' });
  await expect(engagement.getByRole('listitem').first()).toContainText(acme.name);
  await expect(engagement.getByRole('listitem').first()).toContainText('downloaded 1');
  await expect(engagement.getByRole('listitem').nth(1)).toContainText('Not opened yet');
  await engagement.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/buyer-links-engagement-1440.png' });
  await page.getByRole('tab', { name: /Purchasers/ }).click();
  await openDocuments(acme.name);

  // On a phone: the drawer's cards and the buyer's page fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await reader.setViewportSize({ width: 390, height: 844 });
  await reader.reload();
  await expect(reader.getByRole('heading', { name: 'Access withdrawn', level: 1 })).toBeVisible();
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(sent).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/buyer-links-drawer-390.png' });
  await reader.screenshot({ path: 'test-results/buyer-links-withdrawn-390.png' });

  // The client, on their phone, sees that the purchaser they approved received the teaser and the
  // IM and read them, without who at the purchaser did.
  await calls.post(`/api/project/${project._id}/purchasers/approval`, {
    purchases: [purchaseIds[0]],
    note: 'A trade buyer',
  });
  const account = { email: `heron-client-${run}@dealbook.local`, password: 'buyer-links-test-password' };
  const user = await calls.post<{ _id: string; version: number }>('/api/user', {
    ...account,
    firstName: 'Hera',
    lastName: `Seller${run}`,
    role: 0,
  });
  await calls.put(`/api/user/${user._id}`, { companies: [client._id] }, user.version);
  const seller = await signedInPage(browser, {
    account,
    landing: /\/client$/,
    context: { viewport: { width: 390, height: 844 } },
  });
  await (
    await api(seller)
  ).post(`/api/client/purchase/${purchaseIds[0]}/decision`, { decision: 'approved', comment: '' });
  await seller.goto(`/client/status?project=${project._id}`);
  const reading = seller.getByRole('list', { name: 'Documents sent to purchasers' });
  await expect(reading.getByRole('listitem')).toHaveCount(1);
  await expect(reading).toContainText(acme.name);
  await expect(reading).toContainText('Teaser sent');
  await expect(reading).toContainText('IM sent');
  await expect(reading).toContainText('downloaded once');
  await expect(reading).not.toContainText('Reader');
  expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reading.scrollIntoViewIfNeeded();
  await seller.screenshot({ path: 'test-results/buyer-links-client-390.png' });
  expect(await accessibilityFailures(seller)).toEqual([]);
});
