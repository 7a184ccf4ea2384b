import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * Collects the page's Content-Security-Policy violations from its first script on: the browser
 * fires `securitypolicyviolation` for each, including the ones a library provokes and catches
 * (zod probing `new Function`), which never reach the console as errors.
 */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

/** axe-core's critical and serious findings on the page as it stands, one line per rule with where. */
async function accessibilityFailures(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((rule) => rule.impact === 'critical' || rule.impact === 'serious')
    .map((rule) => {
      const where = rule.nodes.map(
        (node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim()})`,
      );
      return `${rule.impact} ${rule.id}: ${where.join(' | ')}`;
    });
}

/**
 * Opens each screen as a person does and answers, by screen, what it broke: Content-Security-Policy
 * violations and critical or serious accessibility failures.
 */
async function walk(page: Page, paths: readonly string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    const policy = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const failures = [...policy, ...(await accessibilityFailures(page))];
    if (failures.length > 0) found[path] = failures;
  }
  return found;
}

/** A screen has settled when its heading is on screen and no request is in flight. */
async function settled(page: Page) {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('every screen of every role keeps the Content-Security-Policy and has no critical or serious accessibility failure', async ({
  browser,
}) => {
  // Some thirty screens, each loaded afresh and analysed by axe-core.
  test.setTimeout(300_000);
  const admin = await signedInPage(browser, { prepare: watchViolations });
  const call = await api(admin);
  const id = stamp();
  const company = await call.post<{ _id: string }>('/api/company', { companyName: `Policy Client ${id}` });
  const contact = await call.post<{ _id: string }>('/api/contact', {
    firstName: 'Petra',
    lastName: `Policy${id}`,
    companies: [company._id],
  });
  const project = await call.post<{ _id: string; version: number }>('/api/project', {
    projectName: `Policy Sale ${id}`,
    client: company._id,
  });
  const client = { email: `policy-client-${id}@dealbook.local`, password: 'policy-test-password' };
  const clientUser = await call.post<{ _id: string; version: number }>('/api/user', {
    ...client,
    firstName: 'Cora',
    lastName: `Policy${id}`,
    role: 0,
  });
  await call.put(`/api/user/${clientUser._id}`, { companies: [company._id] }, clientUser.version);
  const caller = { email: `policy-caller-${id}@dealbook.local`, password: 'policy-test-password' };
  const callerUser = await call.post<{ _id: string }>('/api/user', {
    ...caller,
    firstName: 'Cal',
    lastName: `Policy${id}`,
    role: 1,
  });
  await call.put(`/api/project/${project._id}`, { externalCallers: [callerUser._id] }, project.version);

  const staffScreens = [
    '/dashboard',
    '/dashboard/manager',
    '/companies',
    '/companies/new',
    `/companies/${company._id}`,
    `/companies/${company._id}/edit`,
    '/contacts',
    '/contacts/new',
    `/contacts/${contact._id}`,
    '/ambassadors',
    '/events',
    '/events/new',
    '/projects',
    '/projects/opportunities',
    '/projects/new',
    `/projects/${project._id}`,
    `/projects/${project._id}/edit`,
    '/projects/console',
    '/team',
    '/team/tasks',
    '/reports',
    '/search',
    '/admin',
    '/upload',
    '/account',
  ];
  const staffFound = await walk(admin, staffScreens);

  const clientPage = await signedInPage(browser, {
    account: client,
    landing: /\/client/,
    prepare: watchViolations,
  });
  const clientFound = await walk(clientPage, ['/client/status', '/client/approval', '/client/account']);

  const callerPage = await signedInPage(browser, { account: caller, landing: /\/ext/, prepare: watchViolations });
  const callerFound = await walk(callerPage, ['/ext/dashboard', '/ext/console', '/ext/account']);

  expect({ ...staffFound, ...clientFound, ...callerFound }).toEqual({});
});
