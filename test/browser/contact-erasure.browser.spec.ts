import { expect } from '@playwright/test';
import { accessibilityFailures } from './accessibility.js';
import { api, signedInPage, test } from './support.js';

/**
 * Erasure from the contact page (issue 37): an administrator opens "Erase personal data", reads
 * what is erased and what stays, gives a reason and confirms; the page then shows "Erased
 * person". At desktop and phone width. A manager has no such action.
 */
const run = Date.now().toString(36);

test('an administrator erases a contact through the confirmation and sees "Erased person"; a manager has no such action', async ({
  browser,
}) => {
  const admin = await signedInPage(browser);
  const calls = await api(admin);
  const managerAccount = { email: `mona-erase-${run}@dealbook.local`, password: 'erasure-test-password' };
  await calls.post('/api/user', { ...managerAccount, firstName: 'Mona', lastName: `Eraser${run}`, role: 3 });
  const manager = await signedInPage(browser, { account: managerAccount });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const fullName = `Zebulon Quennell${run}w${viewport.width}`;
    const contact = await calls.post<{ _id: string }>('/api/contact', {
      firstName: 'Zebulon',
      lastName: `Quennell${run}w${viewport.width}`,
      email: `zq.erase.${run}.${viewport.width}@example.org`,
      mobile: '+44 7700 900123',
      line1: '17 Quarrendon Mews',
    });
    await calls.post('/api/note', { content: 'Prefers calls after ten', contacts: [contact._id] });
    const other = await calls.post<{ _id: string }>('/api/contact', { firstName: 'Otto', lastName: `Else${run}` });
    const mention = await calls.post<{ _id: string }>('/api/note', {
      content: `Otto met ${fullName} at the fair`,
      contacts: [other._id],
    });

    // A manager sees the contact, not the action.
    await manager.setViewportSize(viewport);
    await manager.goto(`/contacts/${contact._id}`);
    await expect(manager.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
    await expect(manager.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);

    await admin.setViewportSize(viewport);
    await admin.goto(`/contacts/${contact._id}`);
    await expect(admin.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
    await admin.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = admin.getByRole('alertdialog');
    await expect(dialog.getByText('Free text to redact (1 of 1 left)')).toBeVisible();
    await expect(dialog.getByText('1 note')).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await admin.screenshot({ path: `test-results/contact-erasure-dialog-${viewport.width}.png` });
    // No reason, no erasure.
    await dialog.getByRole('button', { name: 'Erase personal data' }).click();
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    await dialog.getByLabel('Reason (the request, its reference)').fill(`Art. 17 request ${run}`);
    await dialog.getByRole('button', { name: 'Erase personal data' }).click();
    await expect(admin.getByText('Personal data erased. 1 free-text field still to redact.')).toBeVisible();
    // The fields still to redact stay listed once the name is gone.
    const redact = admin.getByRole('alertdialog', { name: /The personal data was erased/ });
    await expect(redact.getByText(`Otto met ${fullName} at the fair`)).toBeVisible();
    // Blueprint fades overlays in: the picture waits for the transition's end.
    await expect(admin.locator('.bp6-overlay-enter-done .bp6-alert')).toBeVisible();
    await admin.screenshot({ path: `test-results/contact-erasure-redact-${viewport.width}.png` });
    // Redacted here: the text offered without their name, checked and saved.
    await redact.getByRole('button', { name: 'Redact Note, Text' }).click();
    const editor = admin.getByRole('dialog', { name: 'Redact: Note' });
    await expect(editor.getByRole('textbox', { name: 'Text' })).toHaveValue('Otto met [redacted] at the fair');
    await admin.screenshot({ path: `test-results/contact-erasure-redact-text-${viewport.width}.png` });
    expect(await accessibilityFailures(admin)).toEqual([]);
    await editor.getByRole('button', { name: 'Redact' }).click();
    await expect(admin.getByText('Text redacted', { exact: true })).toBeVisible();
    await expect(editor).toHaveCount(0);
    await expect(redact.getByText('Free text redacted')).toBeVisible();
    await expect(redact.getByText('Otto met [redacted] at the fair')).toBeVisible();
    await expect(redact.getByText('Redacted', { exact: true })).toBeVisible();
    await admin.screenshot({ path: `test-results/contact-erasure-redacted-${viewport.width}.png` });
    expect(await calls.get<{ content: string }>(`/api/note/${mention._id}`)).toMatchObject({
      content: 'Otto met [redacted] at the fair',
    });
    await redact.getByRole('button', { name: 'Done' }).click();
    await expect(admin.getByRole('alertdialog')).toHaveCount(0);
    await expect(admin.getByRole('heading', { name: 'Erased person', level: 1 })).toBeVisible();
    await expect(admin.getByText(fullName, { exact: true })).toHaveCount(0);
    // Nobody's duplicate, and the activity keeps only the erasure of the contact's own events.
    await expect(admin.getByText('may be entered twice')).toHaveCount(0);
    await expect(admin.getByText('added the contact')).toHaveCount(0);
    await expect(admin.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);
    await admin.screenshot({ path: `test-results/contact-erasure-done-${viewport.width}.png` });
  }
});
