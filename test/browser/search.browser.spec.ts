import { expect, type Locator } from '@playwright/test';
import { api, signedInPage, signIn, test } from './support.js';

test('the header search finds companies and contacts as one types, and each entry opens its record', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const companyName = `Zephyrine ${stamp} Holdings`;
  await signIn(page);

  // Records to find, made through the API with this browser's session.
  const { post } = await api(page);
  const company = await post<{ _id: string }>('/api/company', { companyName, isClient: true });
  const contact = await post<{ _id: string }>('/api/contact', {
    firstName: 'Zephyrine',
    lastName: `Quill${stamp}`,
    jobTitle: 'Chair',
    companies: [company._id],
  });
  expect(contact._id).toBeTruthy();

  // "/" opens the overlay once the top bar (which listens for it) is on screen; typing goes to /search.
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await page.keyboard.press('/');
  const box = page.getByPlaceholder('Search or hit ESC..');
  await expect(box).toBeFocused();
  await box.pressSequentially('z');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('Type at least 2 characters')).toBeVisible();
  // The open overlay leaves the header's buttons uncovered (a click there reaches them).
  const menuButton = page.locator('.db-topbar').getByRole('button', { name: /^(Hide|Show) sidebar$/ });
  const { x, y, width, height } = (await menuButton.boundingBox())!;
  expect(
    await page.evaluate(
      ([px, py]) => document.elementFromPoint(px!, py!)?.closest('button')?.getAttribute('aria-label') ?? null,
      [x + width / 2, y + height / 2],
    ),
  ).toMatch(/^(Hide|Show) sidebar$/);
  await box.pressSequentially(`ephyrine ${stamp}`);

  const companies = page.getByRole('region', { name: /^Companies/ });
  const contacts = page.getByRole('region', { name: /^Contacts/ });
  await expect(companies.getByRole('link', { name: new RegExp(companyName) })).toBeVisible();
  await expect(companies.getByText('Client', { exact: true })).toBeVisible();
  await expect(companies.getByRole('heading')).toHaveText('Companies (1)');
  await box.press('Escape');
  await expect(box).toBeHidden();

  await page.getByRole('button', { name: 'Search again' }).click();
  await page.getByPlaceholder('Search or hit ESC..').fill(`zephyrine quill${stamp}`);
  await expect(contacts.getByRole('link', { name: new RegExp(`Zephyrine Quill${stamp}`) })).toContainText(
    `Chair - ${companyName}`,
  );
  await page.getByPlaceholder('Search or hit ESC..').press('Enter');
  await contacts.getByRole('link', { name: new RegExp(`Zephyrine Quill${stamp}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/${contact._id}$`));
});

test('on /search, "/" puts the focus back in the search box without typing a slash; in the box it is a character', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await page.keyboard.press('/');
  const box = page.getByPlaceholder('Search or hit ESC..');
  await box.pressSequentially('acme');
  await expect(page).toHaveURL(/\/search$/);

  // The box is open but the person has moved on into the page (Tab), as when reading results.
  await box.press('Tab');
  await expect(box).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('acme');

  // Typed in the box, "/" is part of the search.
  await page.keyboard.press('/');
  await expect(box).toHaveValue('acme/');

  // Closed, then "/" again: the box opens with the focus and the term, no slash added.
  await box.press('Escape');
  await expect(box).toBeHidden();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('acme/');
});

test('the open search box covers neither the heading nor "Search again" of /search, on a phone or a desktop', async ({
  browser,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    const page = await signedInPage(browser, { context: { viewport } });
    // Arriving on /search with nothing typed opens the box at once.
    await page.goto('/search');
    const box = page.getByPlaceholder('Search or hit ESC..');
    await expect(box).toBeVisible();
    await box.pressSequentially('ac');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “ac”');
    // What a tap at the middle of each reaches is the thing itself, not the box above it; else the
    // answer names what it reached.
    const reached = async (target: Locator) => {
      const { x, y, width, height } = (await target.boundingBox())!;
      return target.evaluate(
        (element, [px, py]) => {
          const hit = document.elementFromPoint(px!, py!);
          return element.contains(hit) ? 'itself' : `${hit?.tagName}.${hit?.className}`;
        },
        [x + width / 2, y + height / 2],
      );
    };
    expect(await reached(page.getByRole('heading', { level: 1 })), `heading at ${viewport.width} px`).toBe('itself');
    expect(await reached(page.getByRole('button', { name: 'Search again' })), `button at ${viewport.width} px`).toBe(
      'itself',
    );
    await page.context().close();
  }
});
