import { expect, test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { admin } from './playwright.config.js';

/**
 * The browser tests' `test`: every browser context a test opened (a second person, a second
 * tab) is closed when the test ends. Left open, their pages stayed signed in and connected through
 * the rest of the suite, refetching on every push another test caused.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      await use();
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});

export interface Account {
  email: string;
  password: string;
}

/** Signs in on the sign-in page as a person does, and waits for the landing screen. */
export async function signIn(page: Page, account: Account = admin, landing: RegExp = /\/dashboard$/): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(landing);
}

export interface NewSessionOptions {
  account?: Account;
  landing?: RegExp;
  context?: BrowserContextOptions;
  /** Runs on the fresh page before signing in (listeners, routes). */
  prepare?: (page: Page) => Promise<void>;
}

/** A browser session of its own (a second person, a second tab's cookies), signed in. */
export async function signedInPage(browser: Browser, options: NewSessionOptions = {}): Promise<Page> {
  const context = await browser.newContext(options.context);
  const page = await context.newPage();
  await options.prepare?.(page);
  await signIn(page, options.account, options.landing);
  return page;
}

/**
 * The API as the signed-in page: its session cookie plus the XSRF header. Each call expects
 * success and answers the parsed body (or the text of a text answer).
 */
export async function api(page: Page) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const send = async <T>(
    method: 'get' | 'post' | 'put',
    path: string,
    data?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await page.request[method](path, { data, headers: { 'X-XSRF-TOKEN': xsrf, ...headers } });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    const text = await response.text();
    return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T;
  };
  return {
    get: <T>(path: string) => send<T>('get', path),
    post: <T>(path: string, data: unknown) => send<T>('post', path, data),
    /** With the version the caller saw (If-Match), or none for a write that claims no version. */
    put: <T = unknown>(path: string, data: unknown, version?: number) =>
      send<T>('put', path, data, version === undefined ? {} : { 'If-Match': `"${version}"` }),
  };
}

/** A PDF of one empty page: enough for the server to take it as a PDF. */
export const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Uploads a PDF to a project as the signed-in page (`POST /api/attachment`); answers its id. */
export async function uploadPdf(
  page: Page,
  projectId: string,
  fileName: string,
  pdf: Buffer = minimalPdf,
): Promise<string> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const upload = await page.request.post('/api/attachment', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    multipart: { projects: projectId, file: { name: fileName, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return ((await upload.json()) as { _id: string })._id;
}
