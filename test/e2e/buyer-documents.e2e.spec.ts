import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { apiCaller, expectRebuildEqualsInline, historyLines, uploadForm } from './merge-support.js';

/**
 * Buyer documents (issue 38), first part: the deal team marks a project's documents as a teaser
 * (any purchaser the client has not rejected) or NDA-gated (signed NDAs only). A document that is
 * not a project's cannot be one, and a buyer document keeps its project.
 */
let app: TestApp;
const call = apiCaller(() => app);
const tokens = {} as Record<'user' | 'client' | 'external', string>;
const ids = {} as Record<'client' | 'project' | 'im' | 'letter', string>;

async function created(path: string, body: unknown): Promise<string> {
  const answer = await call(tokens.user, path, 'POST', body);
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { _id: string })._id;
}

const attachment = async (id: string) => (await call(tokens.user, `/api/attachment/${id}`)).json as Attachment;

beforeAll(async () => {
  app = await startTestApp();
  for (const role of ['user', 'client', 'external'] as const) tokens[role] = (await app.signIn(role)).token;
  ids.client = await created('/api/company', { companyName: 'Seller Holdings' });
  ids.project = await created('/api/project', { projectName: 'Project Heron', client: ids.client });
  ids.im = await created('/api/attachment', uploadForm('Heron IM.pdf', { projects: ids.project }));
  ids.letter = await created('/api/attachment', uploadForm('Seller letter.pdf', { companies: ids.client }));
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('buyer access of a document (issue 38)', () => {
  it('is none for a new document', async () => {
    expect((await attachment(ids.im)).buyerAccess).toBe('none');
  });

  it("marks a project's document NDA-gated, and the history says so", async () => {
    const marked = await call(tokens.user, `/api/attachment/${ids.im}`, 'PUT', { buyerAccess: 'nda' });
    expect(marked.status, marked.text).toBe(200);
    expect((await attachment(ids.im)).buyerAccess).toBe('nda');
    const listed = await call(tokens.user, `/api/attachments/search?projects=${ids.project}`);
    expect(listed.json, listed.text).toEqual([expect.objectContaining({ _id: ids.im, buyerAccess: 'nda' })]);
    const history = await call(tokens.user, `/api/history/attachment/${ids.im}`);
    expect(historyLines(history.json as never).at(-1)).toContain('a buyer document: NDA-gated');
  });

  it('answers 400 naming buyerAccess for a level it does not know, and changes nothing', async () => {
    for (const buyerAccess of ['public', '', 2, null]) {
      const bad = await call(tokens.user, `/api/attachment/${ids.im}`, 'PUT', { buyerAccess });
      expect(bad.status, JSON.stringify(buyerAccess)).toBe(400);
      expect(bad.text).toContain('buyerAccess');
    }
    expect((await attachment(ids.im)).buyerAccess).toBe('nda');
  });

  it("refuses a document that is not a project's, and unlinking a buyer document's last project", async () => {
    const letter = await call(tokens.user, `/api/attachment/${ids.letter}`, 'PUT', { buyerAccess: 'teaser' });
    expect(letter.status).toBe(409);
    expect(letter.text).toContain('link the document to its project first');
    expect((await attachment(ids.letter)).buyerAccess).toBe('none');

    const unlink = await call(tokens.user, `/api/attachment/${ids.im}`, 'PUT', { projects: [] });
    expect(unlink.status).toBe(409);
    expect(unlink.text).toContain('set its buyer access to none');
    expect((await attachment(ids.im)).projects).toEqual([ids.project]);

    // Linked to the project in the same change, the letter can be a teaser.
    const both = await call(tokens.user, `/api/attachment/${ids.letter}`, 'PUT', {
      buyerAccess: 'teaser',
      projects: [ids.project],
    });
    expect(both.status, both.text).toBe(200);
    expect(await attachment(ids.letter)).toMatchObject({ buyerAccess: 'teaser', projects: [ids.project] });
  });

  it("is the deal team's: a client or an external caller cannot change it", async () => {
    for (const role of ['client', 'external'] as const) {
      const refused = await call(tokens[role], `/api/attachment/${ids.im}`, 'PUT', { buyerAccess: 'none' });
      expect(refused.status, role).toBe(403);
    }
    expect((await attachment(ids.im)).buyerAccess).toBe('nda');
  });

  it('rebuilds to the same read model', async () => {
    await expectRebuildEqualsInline(app);
  });
});
