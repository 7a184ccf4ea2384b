import { unzipSync, strFromU8 } from 'fflate';
import { expect } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

/**
 * Subject access from the contact page (issue 37): an administrator downloads everything held
 * about the contact in one archive, with a toast naming the file, at desktop and phone width; a
 * manager does not see the action.
 */
const run = Date.now().toString(36);

test('an administrator exports a contact’s personal data from the contact page; a manager has no such action', async ({
  browser,
}) => {
  const admin = await signedInPage(browser);
  const calls = await api(admin);
  const contact = await calls.post<{ _id: string }>('/api/contact', {
    firstName: 'Perpetua',
    lastName: `Subject${run}`,
    email: `perpetua-${run}@private.example`,
  });
  await calls.post('/api/note', { content: 'Asked for a copy of her data', contacts: [contact._id] });
  const fullName = `Perpetua Subject${run}`;

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await admin.setViewportSize(viewport);
    await admin.goto(`/contacts/${contact._id}`);
    await expect(admin.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await admin.screenshot({ path: `test-results/personal-data-${viewport.width}.png` });
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export personal data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Dealbook - personal data - ${fullName}.zip`);
    await expect(admin.getByText(`Saved Dealbook - personal data - ${fullName}.zip`)).toBeVisible();
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['personal-data.json', 'personal-data.pdf']));
    const data = JSON.parse(strFromU8(files['personal-data.json']!)) as { notes: { content: string }[] };
    expect(data.notes.map((note) => note.content)).toEqual(['Asked for a copy of her data']);
  }
  // The export is on the contact's history, in words.
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto(`/contacts/${contact._id}`);
  const history = await calls.get<{ sentence: { text: string }[] }[]>(`/api/history/contact/${contact._id}`);
  const sentences = history.map((entry) => entry.sentence.map((part) => part.text).join(''));
  expect(
    sentences.filter((sentence) => sentence.endsWith(`exported the personal data held on the contact ${fullName}`)),
  ).toHaveLength(2);

  const managerAccount = { email: `mona-${run}@dealbook.local`, password: 'personal-data-password' };
  await calls.post('/api/user', { ...managerAccount, firstName: 'Mona', lastName: `Manager${run}`, role: 3 });
  const manager = await signedInPage(browser, { account: managerAccount });
  await manager.goto(`/contacts/${contact._id}`);
  await expect(manager.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Export PDF' })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Export personal data' })).toHaveCount(0);
});

test('an administrator exports a staff member’s personal data from the users screen, at desktop and phone width', async ({
  browser,
}) => {
  const admin = await signedInPage(browser);
  const calls = await api(admin);
  const account = { email: `ulrika-${run}@dealbook.local`, password: 'personal-data-password' };
  const member = await calls.post<{ _id: string }>('/api/user', {
    ...account,
    firstName: 'Ulrika',
    lastName: `Staff${run}`,
    role: 2,
  });
  const fullName = `Ulrika Staff${run}`;
  await calls.post('/api/task', {
    subject: `Prepare the buyer list ${run}`,
    dueDate: '2027-01-01T00:00:00Z',
    assignedTo: [member._id],
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await admin.setViewportSize(viewport);
    await admin.goto('/admin');
    await admin.getByLabel('Search users', { exact: true }).fill(account.email);
    const button = admin.getByRole('button', { name: `Export personal data of ${fullName}` });
    await expect(button).toBeVisible();
    await expect(admin.getByRole('button', { name: /^Export personal data of / })).toHaveCount(1);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await admin.screenshot({ path: `test-results/user-personal-data-${viewport.width}.png` });
    const downloading = admin.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Dealbook - personal data - ${fullName}.zip`);
    await expect(admin.getByText(`Saved Dealbook - personal data - ${fullName}.zip`)).toBeVisible();
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks);
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['personal-data.json', 'personal-data.pdf']));
    const data = JSON.parse(strFromU8(files['personal-data.json']!)) as {
      format: string;
      subject: { type: string; _id: string };
      tasks: { subject: string }[];
    };
    expect(data.format).toBe('dealbook-personal-data/1');
    expect(data.subject).toMatchObject({ type: 'user', _id: member._id });
    expect(data.tasks.map((task) => task.subject)).toEqual([`Prepare the buyer list ${run}`]);
  }
  const history = await calls.get<{ type: string }[]>(`/api/history/user/${member._id}`);
  expect(history.filter((entry) => entry.type === 'UserPersonalDataExported')).toHaveLength(2);
});
