import { expect, type Page } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

/** A contact made through the API, as the browser's session (cookie plus the XSRF header). */
async function createContact(page: Page, firstName: string, lastName: string): Promise<void> {
  await (
    await api(page)
  ).post('/api/contact', { firstName, lastName, email: `${firstName.toLowerCase()}@example.com` });
}

test('an event: upload a file with progress and download it; an attendee status change shows live elsewhere', async ({
  browser,
}) => {
  const stamp = Date.now();
  const description = `Harrogate seminar ${stamp}`;
  const lastName = `Quill${stamp}`;
  const editor = await signedInPage(browser);
  const watcher = await signedInPage(browser);
  await createContact(editor, 'Zelda', lastName);

  // The event, created through the screens; validation speaks before anything is sent.
  await editor.goto('/events');
  await editor.getByRole('button', { name: 'New event' }).click();
  await editor.getByLabel('Budgeted cost (£)').fill('-5');
  await editor.getByRole('button', { name: 'Create event' }).click();
  await expect(editor.getByText('Description is required')).toBeVisible();
  await expect(editor.getByText('Budgeted cost (£) cannot be negative')).toBeVisible();
  await editor.getByLabel('Description').fill(description);
  await editor.getByLabel('Budgeted cost (£)').fill('1,500');
  await editor.getByLabel('City', { exact: true }).fill('Harrogate');
  // The date is typed as spec §9 writes it; the calendar opens without Blueprint failing to load its locale.
  const consoleErrors: string[] = [];
  editor.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  const date = editor.getByLabel('Date and time');
  await date.fill('03/12/2026 09:30 AM');
  await expect(editor.locator('.bp6-datepicker')).toBeVisible();
  await date.press('Tab');
  await editor.getByRole('button', { name: 'Create event' }).click();
  await expect(editor.getByRole('heading', { name: description })).toBeVisible();
  await expect(editor.getByText(/03\/12\/2026/).first()).toBeVisible();
  expect(consoleErrors.filter((text) => /locale|date-fns/i.test(text))).toEqual([]);
  const eventUrl = editor.url();

  // An attendee added with the contact picker.
  await editor.getByRole('tab', { name: /Attendees/ }).click();
  await editor
    .getByPlaceholder(/Search|Type/i)
    .first()
    .fill(`Zelda ${lastName}`);
  await editor.getByRole('option', { name: new RegExp(lastName) }).click();
  await expect(editor.getByText('Zelda ' + lastName + ' added')).toBeVisible();

  // The watcher has the same attendee grid open.
  await watcher.goto(eventUrl);
  await watcher.getByRole('tab', { name: /Attendees/ }).click();
  const watcherStatus = watcher.getByLabel(`Status of Zelda ${lastName}`);
  await expect(watcherStatus).toHaveValue('5');

  await editor.getByLabel(`Status of Zelda ${lastName}`).selectOption({ label: 'Confirmed Attending' });
  // No reload in the watcher: the socket push refreshes its grid; confirming counts as a reply.
  await expect(watcherStatus).toHaveValue('3', { timeout: 5_000 });
  await expect(watcher.getByLabel(`Zelda ${lastName} has responded`)).toBeChecked();

  // A file uploaded on the event page, slowly enough to watch the progress bar move.
  await editor.getByRole('tab', { name: 'Attachments' }).click();
  const cdp = await editor.context().newCDPSession(editor);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  const contents = `Running order for ${description}\n`.repeat(60_000);
  await editor.getByLabel('File to upload').setInputFiles({
    name: 'running-order.txt',
    mimeType: 'application/pdf',
    buffer: Buffer.from(contents),
  });
  await editor.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-progress]');
      if (bar) seen.push(Number(bar.getAttribute('data-progress')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await editor.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(editor.getByLabel('Upload progress')).toBeVisible();
  await expect(editor.getByText('running-order.txt uploaded')).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const seen = await editor.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true);

  const files = editor.getByRole('table', { name: 'Files' });
  await expect(files.getByText('text/plain')).toBeVisible();
  const [download] = await Promise.all([
    editor.waitForEvent('download'),
    files.getByRole('link', { name: 'running-order.txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('running-order.txt');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).toString('utf8')).toBe(contents);

  // The watcher's attachments tab lists the file without a reload too.
  await watcher.getByRole('tab', { name: 'Attachments' }).click();
  await expect(watcher.getByRole('table', { name: 'Files' }).getByText('running-order.txt')).toBeVisible();
});

test("an event's attendee picker: Enter adds the highlighted person; a name that matches nobody is said so", async ({
  browser,
}) => {
  const stamp = Date.now();
  const lastName = `Keys${stamp}`;
  const page = await signedInPage(browser);
  await createContact(page, 'Yara', lastName);
  const event = await (
    await api(page)
  ).post<{ _id: string }>('/api/event', {
    description: `Picker seminar ${stamp}`,
    eventType: 1,
    eventDate: '2026-12-03T09:30:00Z',
  });
  await page.goto(`/events/${event._id}`);
  await page.getByRole('tab', { name: /Attendees/ }).click();
  const picker = page.getByPlaceholder(/Search|Type/i).first();
  await picker.fill(`Yara ${lastName}`);
  await expect(page.getByRole('option', { name: new RegExp(lastName) })).toBeVisible();
  await picker.press('Enter');
  await expect(page.getByText(`Yara ${lastName} added`)).toBeVisible();

  await picker.fill(`Nobody ${stamp}`);
  await expect(page.getByRole('option', { name: `Create contact “Nobody ${stamp}”` })).toBeVisible();
  await picker.press('Tab');
  await expect(
    page.getByText(`'Nobody ${stamp}' matches no person — create it from the list or clear it`),
  ).toBeVisible();
});
