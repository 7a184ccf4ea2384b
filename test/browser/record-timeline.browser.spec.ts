import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { CommunicationAction, CommunicationOutcomes, type Communication } from '@dealbook/contracts';
import { api, signIn, signedInPage, test } from './support.js';

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/;
const outcome = new RegExp(
  `: (${CommunicationOutcomes.map((o) => o.replace(/[-\\^$*+?.()|[\]{}]/g, '\\$&')).join('|')})`,
);

/** A demo call on a purchaser with its outcome and the person spoken to: its company and contact have activity. */
async function demoCall(page: Page): Promise<Communication & { purchaser: { _id: string; companyName: string } }> {
  const calls = await (await api(page)).get<Communication[]>('/api/communications?limit=200');
  const call = calls.find((c) => c.outcome && c.purchaser && c.spokenTo.length > 0);
  expect(call, 'the demo data logs calls with outcomes').toBeDefined();
  return call as Communication & { purchaser: { _id: string; companyName: string } };
}

const activity = (page: Page) => page.getByRole('list', { name: 'Activity' });
const lines = (page: Page) => activity(page).locator(':scope > li');

test("a company page leads with its activity: calls with whom and the outcome, by kind, a colleague's note live", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const call = await demoCall(page);
  await page.goto(`/companies/${call.purchaser._id}`);
  // The first record page of a fresh server loads its screen's code: allow it the time.
  await expect(page.getByRole('heading', { level: 1, name: call.purchaser.companyName })).toBeVisible({
    timeout: 30_000,
  });

  const callLine = lines(page)
    .filter({ hasText: /logged a call with / })
    .first();
  await expect(callLine).toBeVisible();
  await expect(callLine).toContainText(outcome);
  await expect(callLine).toContainText(call.purchaser.companyName);
  await expect(activity(page)).not.toContainText(uuid);
  // Desktop: the timeline is the main column, the cards and panels beside it.
  const timelineBox = (await page.locator('.db-record-layout__main').boundingBox())!;
  const asideBox = (await page.locator('.db-record-layout__aside').boundingBox())!;
  expect(asideBox.x).toBeGreaterThan(timelineBox.x + timelineBox.width - 1);

  await page.getByRole('group', { name: 'Show in the timeline' }).getByRole('button', { name: 'Calls' }).click();
  await expect(page.getByRole('button', { name: 'Calls' })).toHaveAttribute('aria-pressed', 'true');
  await expect(lines(page).first()).toBeVisible();
  for (const text of await lines(page).allInnerTexts()) expect(text).toMatch(/ (call|meeting)\b/);

  await page.getByRole('button', { name: 'Changes' }).click();
  await expect(activity(page).or(page.getByText('Nothing of this kind yet'))).toBeVisible();
  await expect(page.getByRole('list', { name: 'Activity' }).filter({ hasText: 'logged a call' })).toHaveCount(0);

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(callLine).toBeVisible();
  const { axeViolations } = await axeOf(page);
  expect(axeViolations).toEqual([]);

  // A colleague, in a session of their own, writes a note on the company: it appears without a reload.
  const colleague = await signedInPage(browser);
  const content = `Timeline live note ${Date.now()}`;
  await (await api(colleague)).post('/api/note', { content, companies: [call.purchaser._id] });
  await expect(lines(page).first()).toContainText(content, { timeout: 15_000 });

  // A phone: nothing scrolls sideways, and the timeline still comes first.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(lines(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const main = (await page.locator('.db-record-layout__main').boundingBox())!;
  const aside = (await page.locator('.db-record-layout__aside').boundingBox())!;
  expect(aside.y).toBeGreaterThanOrEqual(main.y + main.height - 1);
});

test('a contact page shows the calls they were spoken to on, in words, and a new call arrives live', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const demo = await demoCall(page);
  const person = demo.spokenTo[0]!;
  await page.goto(`/contacts/${person._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.fullName.split(' ')[0]!);
  await expect(lines(page).first()).toBeVisible();
  await expect(activity(page)).not.toContainText(uuid);

  const colleague = await signedInPage(browser);
  await (
    await api(colleague)
  ).post('/api/communication', {
    commsDate: new Date().toISOString(),
    companies: [demo.purchaser._id],
    contacted: [person._id],
    outcome: 'Called but no response',
    action: CommunicationAction.TryToCallAgain,
  });
  await expect(lines(page).first()).toContainText(
    `logged a call with ${person.fullName}, ${demo.purchaser.companyName}: Called but no response`,
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: 'Calls' }).click();
  await expect(lines(page).first()).toContainText('Called but no response');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** axe-core's critical and serious findings on the timeline. */
async function axeOf(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('.db-timeline').analyze();
  return {
    axeViolations: violations
      .filter((rule) => rule.impact === 'critical' || rule.impact === 'serious')
      .map((rule) => `${rule.id}: ${rule.nodes.map((node) => node.target.join(' ')).join(' | ')}`),
  };
}
