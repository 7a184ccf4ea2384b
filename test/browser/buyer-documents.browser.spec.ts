import { expect } from '@playwright/test';
import { accessibilityFailures } from './accessibility.js';
import { api, signedInPage, test, uploadPdf } from './support.js';

/**
 * Buyer documents (issue 38), first part: on a project's Attachments a member of the deal team
 * marks the information memorandum NDA-gated through "Buyers…", sees the tag and a toast, and
 * sets it back. At desktop and phone width.
 */
const run = Date.now().toString(36);

test('a user marks a project document NDA-gated for buyers from the Attachments tab, and back', async ({ browser }) => {
  const page = await signedInPage(browser);
  const calls = await api(page);
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const client = await calls.post<{ _id: string }>('/api/company', { companyName: `Heron Seller ${run}` });
    const project = await calls.post<{ _id: string }>('/api/project', {
      projectName: `Heron ${run} ${viewport.width}`,
      client: client._id,
    });
    const fileName = `Heron IM ${viewport.width}.pdf`;
    const attachment = await uploadPdf(page, project._id, fileName);

    await page.setViewportSize(viewport);
    await page.goto(`/projects/${project._id}`);
    await page.getByRole('tab', { name: 'Attachments' }).click();
    await page.getByRole('button', { name: `Buyer access for ${fileName}` }).click();
    const menu = page.getByRole('listbox', { name: `Buyer access for ${fileName}` });
    await expect(menu.getByRole('option', { name: /Not for buyers/ })).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: `test-results/buyer-access-menu-${viewport.width}.png` });
    expect(await accessibilityFailures(page)).toEqual([]);
    await menu.getByRole('option', { name: /NDA-gated/ }).click();
    await expect(page.getByText(`${fileName} is a buyer document: NDA-gated`)).toBeVisible();
    await expect(page.getByText('Buyers: NDA-gated')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/buyer-access-marked-${viewport.width}.png` });
    expect(await calls.get<{ buyerAccess: string }>(`/api/attachment/${attachment}`)).toMatchObject({
      buyerAccess: 'nda',
    });

    await page.getByRole('button', { name: `Buyer access for ${fileName}` }).click();
    await page.getByRole('option', { name: /Not for buyers/ }).click();
    await expect(page.getByText(`${fileName} is no longer for buyers`)).toBeVisible();
    await expect(page.getByText('Buyers: NDA-gated')).toHaveCount(0);
  }
});
