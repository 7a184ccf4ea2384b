import { expect, type Page } from '@playwright/test';
import { signedInPage, test } from './support.js';

/**
 * The record list kit (issue 33): every list sorts in its address, pages by cursor, says when a
 * filter matches nothing, and becomes cards on a phone.
 */

const searchOf = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().includes(`${path}?`) && response.request().method() === 'GET');

test('a sort chosen on a list is kept in the address, so a reload and a shared link show the same order', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const first = searchOf(page, '/api/companies/search');
  await page.goto('/companies');
  expect(new URL((await first).url()).searchParams.get('sort')).toBe('companyName');
  const grid = page.getByRole('region', { name: 'Companies' });
  await expect(page.getByText(/^Showing 1–50 of/)).toBeVisible();

  const sorted = searchOf(page, '/api/companies/search');
  await grid.getByRole('button', { name: 'City', exact: true }).click();
  expect(new URL((await sorted).url()).searchParams.get('sort')).toBe('city');
  await expect(page).toHaveURL(/\/companies\?sort=city$/);

  // A second click turns it round; the address follows.
  await grid.getByRole('button', { name: 'City', exact: true }).click();
  await expect(page).toHaveURL(/\/companies\?sort=-city$/);

  const reloaded = searchOf(page, '/api/companies/search');
  await page.reload();
  expect(new URL((await reloaded).url()).searchParams.get('sort')).toBe('-city');
  await expect(page).toHaveURL(/\/companies\?sort=-city$/);
  await expect(grid.getByRole('button', { name: 'City', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Someone else opens the link: the list opens in that order.
  const other = await signedInPage(browser);
  const shared = searchOf(other, '/api/contacts/search');
  await other.goto('/contacts?sort=-city');
  expect(new URL((await shared).url()).searchParams.get('sort')).toBe('-city');
  const city = other.getByRole('region', { name: 'Contacts' }).getByRole('button', { name: 'City', exact: true });
  await expect(city).toHaveAttribute('title', 'Sorted descending');

  // An address naming no sortable field is ignored, not sent to the server.
  const ignored = searchOf(other, '/api/events/search');
  await other.goto('/events?sort=password');
  expect(new URL((await ignored).url()).searchParams.get('sort')).toBe('-eventDate');
  await expect(other).toHaveURL(/\/events$/);
});

test('paging a sorted list reads the next page by cursor in the same order, and a new sort starts again at page 1', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const first = searchOf(page, '/api/companies/search');
  await page.goto('/companies?sort=-revenue');
  // The link's sort is the first request's, not a default corrected afterwards.
  expect(new URL((await first).url()).searchParams.get('sort')).toBe('-revenue');
  await expect(page.getByText(/^Showing 1–50 of/)).toBeVisible();
  const next = searchOf(page, '/api/companies/search');
  await page.getByRole('button', { name: 'Next' }).click();
  const query = new URL((await next).url()).searchParams;
  expect(query.get('sort')).toBe('-revenue');
  expect(query.get('after')).toBeTruthy();
  await expect(page.getByText(/^Showing 51–100 of/)).toBeVisible();

  await page.getByRole('region', { name: 'Companies' }).getByRole('button', { name: 'Company', exact: true }).click();
  await expect(page.getByText(/^Showing 1–50 of/)).toBeVisible();
  await expect(page).toHaveURL(/\/companies$/);
});

test('a filter that matches nothing says so and offers to clear it; clearing brings the rows back', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await page.goto('/events');
  const grid = page.getByRole('region', { name: 'Events' });
  await expect(grid).toBeVisible();
  await page.getByLabel('Search descriptions').fill(`nothing is called this ${Date.now()}`);
  await expect(page.getByText('No events match these filters')).toBeVisible();
  await expect(page.getByText('No results')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export .xlsx' })).toBeDisabled();
  // The filter bar's own Clear and the empty state's both clear; the empty state's is the one in view.
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page.getByLabel('Search descriptions')).toHaveValue('');
  await expect(grid).toBeVisible();
  await expect(page.getByText('No events match these filters')).toHaveCount(0);
});

test('on a 390 px phone each list is a column of cards, and neither the page nor the list scrolls sideways', async ({
  browser,
}) => {
  const page = await signedInPage(browser, { context: { viewport: { width: 390, height: 844 } } });
  for (const [path, name, linked] of [
    ['/companies', 'Companies', true],
    ['/contacts', 'Contacts', true],
    ['/events', 'Events', true],
    ['/ambassadors', 'Ambassador people', true],
    ['/projects?view=grid', 'Deals', true],
    ['/admin', 'Users', false],
  ] as const) {
    await page.goto(path);
    const list = page.getByRole('region', { name, exact: true });
    const cards = list.getByRole('listitem');
    await expect(cards.first(), `${path}: cards`).toBeVisible();
    // The card leads with the record's name as a link, then the other columns as label and value.
    if (linked) await expect(cards.first().getByRole('link').first(), `${path}: the card's link`).toBeVisible();
    await expect(cards.first().locator('dt').first(), `${path}: a field label`).toBeVisible();
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.document, `${path}: page width`).toBeLessThanOrEqual(widths.viewport);
    const box = await list.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(box.scroll, `${path}: the list's own width`).toBeLessThanOrEqual(box.client);
  }

  // Without headers to click, the sort is chosen from a menu, and kept in the address as well.
  await page.goto('/companies');
  await page.getByLabel('Sort by').selectOption({ label: 'City, descending' });
  await expect(page).toHaveURL(/\/companies\?sort=-city$/);
});
