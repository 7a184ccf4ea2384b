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

/** Opens each screen as a person does and answers the violations it caused, by screen. */
async function walk(page: Page, paths: readonly string[], settled: (path: string) => Promise<void>) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await settled(path);
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

/** A screen has settled when its one h1 (or the shell's) is on screen and no request is in flight. */
async function headingShown(page: Page) {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('no screen of any role breaks the Content-Security-Policy, forms and their parsing included', async ({
  browser,
}) => {
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
  const staffFound = await walk(admin, staffScreens, () => headingShown(admin));

  const clientPage = await signedInPage(browser, {
    account: client,
    landing: /\/client/,
    prepare: watchViolations,
  });
  const clientFound = await walk(clientPage, ['/client/status', '/client/approval', '/client/account'], () =>
    headingShown(clientPage),
  );

  const callerPage = await signedInPage(browser, { account: caller, landing: /\/ext/, prepare: watchViolations });
  const callerFound = await walk(callerPage, ['/ext/dashboard', '/ext/console', '/ext/account'], () =>
    headingShown(callerPage),
  );

  expect({ ...staffFound, ...clientFound, ...callerFound }).toEqual({});
});
