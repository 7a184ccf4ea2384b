import { expect, type Page } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

/**
 * Issue 33: a person using a screen reader jumps by headings and tells tabs apart by their titles.
 * Every screen of every role has one h1 naming it, headings that go down one level at a time, and
 * a document title of its own; a record's screen is titled with the record's name.
 */

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

interface Screen {
  path: string;
  /** On a record's screen: its name, which the h1 and the document title both carry. */
  record?: string;
}

interface Outline {
  title: string;
  headings: { level: number; text: string }[];
}

/**
 * The document title and the visible headings (including visually hidden ones) in reading order.
 * Every one counts: an empty or failed state and a notice are messages, not parts of the page, so
 * the app's EmptyState and Notice title them with text where Blueprint's NonIdealState and Callout
 * have an h4 and an h5 wherever they stand.
 */
async function outline(page: Page): Promise<Outline> {
  return page.evaluate(() => ({
    title: document.title,
    headings: [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((element) => element.checkVisibility())
      .map((element) => ({
        // An element given the heading role without a level is an h2 (WAI-ARIA's default).
        level: Number(element.getAttribute('aria-level') ?? (/^H\d$/.test(element.tagName) ? element.tagName[1] : 2)),
        text: (element.textContent ?? '').trim(),
      })),
  }));
}

/** What is wrong with one screen's headings and title, in words; nothing when it is right. */
function problems({ title, headings }: Outline, record?: string): string[] {
  const found: string[] = [];
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length !== 1) found.push(`${h1s.length} h1 (${h1s.map((h) => h.text).join(' | ')})`);
  if (h1s.some((h) => h.text === '')) found.push('an empty h1');
  if (headings[0] && headings[0].level !== 1) found.push(`the first heading is h${headings[0].level}`);
  headings.forEach((heading, i) => {
    const previous = headings[i - 1];
    if (previous && heading.level > previous.level + 1) {
      found.push(`h${previous.level} “${previous.text}” is followed by h${heading.level} “${heading.text}”`);
    }
  });
  if (!/^.+ · Dealbook$/.test(title)) found.push(`the document title is “${title}”`);
  if (record !== undefined) {
    if (!title.includes(record)) found.push(`the document title “${title}” does not name ${record}`);
    if (!h1s.some((h) => h.text.includes(record))) found.push(`the h1 does not name ${record}`);
  }
  return found;
}

/** Opens each screen as a person does; answers the problems by screen and each screen's title. */
async function walk(page: Page, screens: readonly Screen[]) {
  const found: Record<string, string[]> = {};
  const titles: Record<string, string> = {};
  for (const { path, record } of screens) {
    await page.goto(path);
    // Settled: a heading is on screen (on a record's screen, the one with its name) and nothing loads.
    await expect(page.getByRole('heading', record === undefined ? {} : { name: record }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await outline(page);
    titles[path] = seen.title;
    const wrong = problems(seen, record);
    if (wrong.length > 0) found[path] = wrong;
  }
  return { found, titles };
}

/** Paths that share a document title, so their tabs cannot be told apart. */
function sharedTitles(titles: Record<string, string>): string[] {
  const byTitle = new Map<string, string[]>();
  for (const [path, title] of Object.entries(titles)) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  return [...byTitle].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `${title}: ${paths.join(', ')}`);
}

test('every screen of every role has one h1 naming it, headings in order and a title of its own', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await signedInPage(browser);
  const call = await api(admin);
  const id = stamp();
  const companyName = `Heading Client ${id}`;
  const company = await call.post<{ _id: string }>('/api/company', { companyName });
  const contact = await call.post<{ _id: string }>('/api/contact', {
    firstName: 'Hedda',
    lastName: `Heading${id}`,
    companies: [company._id],
  });
  const eventName = `Heading breakfast ${id}`;
  const event = await call.post<{ _id: string }>('/api/event', { description: eventName });
  const projectName = `Heading Sale ${id}`;
  const project = await call.post<{ _id: string; version: number }>('/api/project', {
    projectName,
    client: company._id,
  });
  const client = { email: `heading-client-${id}@dealbook.local`, password: 'heading-test-password' };
  const clientUser = await call.post<{ _id: string; version: number }>('/api/user', {
    ...client,
    firstName: 'Cora',
    lastName: `Heading${id}`,
    role: 0,
  });
  await call.put(`/api/user/${clientUser._id}`, { companies: [company._id] }, clientUser.version);
  const caller = { email: `heading-caller-${id}@dealbook.local`, password: 'heading-test-password' };
  const callerUser = await call.post<{ _id: string }>('/api/user', {
    ...caller,
    firstName: 'Cal',
    lastName: `Heading${id}`,
    role: 1,
  });
  await call.put(`/api/project/${project._id}`, { externalCallers: [callerUser._id] }, project.version);

  const staff: Screen[] = [
    { path: '/dashboard' },
    { path: '/dashboard/manager' },
    { path: '/companies' },
    { path: '/companies/new' },
    { path: `/companies/${company._id}`, record: companyName },
    { path: `/companies/${company._id}/edit`, record: companyName },
    { path: '/contacts' },
    { path: '/contacts/new' },
    { path: `/contacts/${contact._id}`, record: `Hedda Heading${id}` },
    { path: '/ambassadors' },
    { path: '/events' },
    { path: '/events/new' },
    { path: `/events/${event._id}`, record: eventName },
    { path: '/projects' },
    { path: '/projects/opportunities' },
    { path: '/projects/new' },
    { path: `/projects/${project._id}`, record: projectName },
    { path: `/projects/${project._id}/edit`, record: projectName },
    { path: '/projects/console' },
    { path: '/team' },
    { path: '/team/tasks' },
    { path: '/reports' },
    { path: '/search' },
    { path: '/admin' },
    { path: '/upload' },
    { path: '/account' },
  ];
  const staffSeen = await walk(admin, staff);
  const clientPage = await signedInPage(browser, { account: client, landing: /\/client/ });
  const clientSeen = await walk(clientPage, [
    { path: '/client/status' },
    { path: '/client/approval' },
    { path: '/client/account' },
  ]);
  const callerPage = await signedInPage(browser, { account: caller, landing: /\/ext/ });
  const callerSeen = await walk(callerPage, [
    { path: '/ext/dashboard' },
    { path: '/ext/console' },
    { path: '/ext/account' },
  ]);
  // Nobody signed in: the sign-in page.
  const guest = await (await browser.newContext()).newPage();
  const guestSeen = await walk(guest, [{ path: '/login' }]);

  expect({ ...staffSeen.found, ...clientSeen.found, ...callerSeen.found, ...guestSeen.found }).toEqual({});
  // Within one role's screens no two tabs read alike (People and Companies above all).
  expect(sharedTitles(staffSeen.titles)).toEqual([]);
  expect(staffSeen.titles['/companies']).not.toBe(staffSeen.titles['/contacts']);
  expect(sharedTitles(clientSeen.titles)).toEqual([]);
  expect(sharedTitles(callerSeen.titles)).toEqual([]);
});
