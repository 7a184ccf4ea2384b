import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunicationAction, type MergeOutcome, type MergePreview, type MergeUndoOutcome } from '@dealbook/contracts';
import { readMergePair } from '../../api/src/features/merges/merge-pair.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { apiCaller, expectRebuildEqualsInline, historyLines, uploadForm } from './merge-support.js';

let app: TestApp;
let dataDir: string;
const call = apiCaller(() => app);
let manager: string;
let admin: string;
let client: string;
let user: string;
let external: string;

/** Creates a record as the admin and answers its id. */
async function create(path: string, body: unknown): Promise<string> {
  const answer = await call(admin, path, 'POST', body);
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { _id: string })._id;
}

const ids = {} as Record<
  | 'survivor'
  | 'merged'
  | 'jo'
  | 'kim'
  | 'project'
  | 'seller'
  | 'sale'
  | 'purchase'
  | 'task'
  | 'note'
  | 'payment'
  | 'attachment'
  | 'communication',
  string
>;
let outcome: MergeOutcome;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-merge-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  const tokens = await Promise.all(
    (['manager', 'admin', 'client', 'user', 'external'] as const).map(async (role) => (await app.signIn(role)).token),
  );
  [manager, admin, client, user, external] = tokens as [string, string, string, string, string];
  ids.survivor = await create('/api/company', { companyName: 'Acme Limited', city: 'Leeds' });
  ids.merged = await create('/api/company', {
    companyName: 'Acme Ltd',
    city: 'York',
    telephone: '0113 496 0000',
    domain: 'acme.example',
  });
  ids.jo = await create('/api/contact', { firstName: 'Jo', lastName: 'Rivers', companies: [ids.merged] });
  ids.kim = await create('/api/contact', { firstName: 'Kim', lastName: 'Shaw', companies: [ids.survivor, ids.merged] });
  ids.project = await create('/api/project', { projectName: 'Acme sale', client: ids.merged });
  ids.seller = await create('/api/company', { companyName: 'Seller Holdings' });
  ids.sale = await create('/api/project', { projectName: 'Seller sale', client: ids.seller });
  ids.purchase = await create('/api/purchase', { company: ids.merged, project: ids.sale, currentStage: 'Contacted' });
  ids.task = await create('/api/task', {
    subject: 'Call Acme back',
    dueDate: '2027-01-01T00:00:00Z',
    companies: [ids.merged],
  });
  ids.note = await create('/api/note', { content: 'Acme board meets monthly', companies: [ids.merged] });
  ids.payment = await create('/api/payment', { description: 'Retainer', amountIncVAT: 1200, companies: [ids.merged] });
  const uploaded = await call(
    admin,
    '/api/attachment',
    'POST',
    uploadForm('Acme teaser.pdf', { companies: ids.merged }),
  );
  expect(uploaded.status, uploaded.text).toBe(201);
  ids.attachment = (uploaded.json as { _id: string })._id;
  ids.communication = await create('/api/communication', {
    commsDate: '2026-11-02T09:30:00Z',
    content: 'Spoke to Acme about the sale',
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.SendNDA,
    companies: [ids.merged],
  });
  const granted = await call(admin, `/api/user/${app.users.client._id}`, 'PUT', { companies: [ids.merged] });
  expect(granted.status, granted.text).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const companyIdsOf = (contact: { companies: { _id: string }[] }) => contact.companies.map((company) => company._id);

const preview = (token: string, survivor: string, merged: string) =>
  call<MergePreview>(token, `/api/companies/merge-preview?survivor=${survivor}&merged=${merged}`);

describe('merging two companies', () => {
  it('previews both values of every field in words, what moves and no blocker', async () => {
    const answer = await preview(manager, ids.survivor, ids.merged);
    expect(answer.status, answer.text).toBe(200);
    const { fields, moves, blockers, survivor, merged } = answer.json;
    expect(survivor).toMatchObject({ _id: ids.survivor, name: 'Acme Limited', detail: 'Leeds' });
    expect(merged).toMatchObject({ _id: ids.merged, name: 'Acme Ltd', detail: 'acme.example, York' });
    expect(fields.find((f) => f.field === 'city')).toEqual({
      field: 'city',
      label: 'City',
      survivorText: 'Leeds',
      mergedText: 'York',
      differs: true,
      suggested: 'survivor',
    });
    // The survivor has no telephone: the merged record's is suggested.
    expect(fields.find((f) => f.field === 'telephone')).toMatchObject({
      suggested: 'merged',
      mergedText: '0113 496 0000',
    });
    expect(fields.find((f) => f.field === 'industryType')).toMatchObject({ survivorText: '—', differs: false });
    expect(moves).toEqual([
      { kind: 'contacts', count: 2 },
      { kind: 'projects', count: 1 },
      { kind: 'purchases', count: 1 },
      { kind: 'tasks', count: 1 },
      { kind: 'notes', count: 1 },
      { kind: 'payments', count: 1 },
      { kind: 'attachments', count: 1 },
      { kind: 'communications', count: 1 },
      { kind: 'users', count: 1 },
    ]);
    expect(blockers).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const same = await call(manager, '/api/companies/merge', 'POST', { survivor: ids.merged, merged: ids.merged });
    expect(same.status).toBe(400);
    expect(same.json.details).toEqual({ merged: 'merged must be a different record from survivor' });
    const unknown = await call(manager, '/api/companies/merge', 'POST', {
      survivor: ids.survivor,
      merged: ids.merged,
      fields: { city: 'merged', favouriteColour: 'merged' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('fields: favouriteColour is not a field of a company');
    expect(Object.keys(unknown.json.details)).toEqual(['fields.favouriteColour']);
    const notAnId = await call(manager, '/api/companies/merge', 'POST', { survivor: 'acme', merged: ids.merged });
    expect(notAnId.status).toBe(400);
    expect(notAnId.json.details).toEqual({ survivor: 'survivor must be a record id' });
    const badSide = await call(manager, '/api/companies/merge', 'POST', {
      survivor: ids.survivor,
      merged: ids.merged,
      fields: { city: 'both' },
    });
    expect(badSide.status).toBe(400);
    expect(Object.keys(badSide.json.details)).toEqual(['fields.city']);
    const badQuery = await call(manager, `/api/companies/merge-preview?survivor=${ids.survivor}`);
    expect(badQuery.status).toBe(400);
    expect(Object.keys(badQuery.json.details)).toEqual(['merged']);
    const badUndo = await call(manager, '/api/merges/not-a-merge/undo', 'POST');
    expect(badUndo.status).toBe(400);
    expect(badUndo.json.details).toEqual({ mergeId: 'must be a UUID' });
    const stale = await call(manager, '/api/companies/merge', 'POST', {
      survivor: ids.survivor,
      merged: ids.merged,
      versions: { survivor: 1, merged: 99 },
    });
    expect(stale.status).toBe(409);
    expect((await call(admin, `/api/company/${ids.merged}`)).status).toBe(200);
  });

  it('is refused to a plain user, an external caller and a client (403), whatever they send', async () => {
    for (const token of [user, external, client]) {
      expect((await preview(token, ids.survivor, ids.merged)).status).toBe(403);
      const merge = await call(token, '/api/companies/merge', 'POST', { survivor: ids.survivor, merged: ids.merged });
      expect(merge.status).toBe(403);
      expect((await call(token, `/api/merges/${ids.survivor}/undo`, 'POST')).status).toBe(403);
    }
    expect((await call(admin, `/api/company/${ids.merged}`)).status).toBe(200);
  });

  it('moves every link to the survivor, with the values chosen, in one merge', async () => {
    const countBefore = (await call<number>(admin, '/api/companies/count')).json;
    const seen = (await preview(manager, ids.survivor, ids.merged)).json;
    const answer = await call<MergeOutcome>(manager, '/api/companies/merge', 'POST', {
      survivor: ids.survivor,
      merged: ids.merged,
      fields: { city: 'merged', telephone: 'merged', domain: 'survivor' },
      versions: { survivor: seen.survivor.version, merged: seen.merged.version },
    });
    expect(answer.status, answer.text).toBe(200);
    outcome = answer.json;
    expect(outcome.survivor).toMatchObject({ _id: ids.survivor, name: 'Acme Limited' });
    expect(outcome.merged).toEqual({ _id: ids.merged, name: 'Acme Ltd' });
    expect(outcome.moved).toEqual(seen.moves);

    const survivor = (await call(admin, `/api/company/${ids.survivor}`)).json;
    expect(survivor).toMatchObject({ city: 'York', telephone: '0113 496 0000', domain: '' });
    expect(survivor.employees.map((e: { _id: string }) => e._id).sort()).toEqual([ids.jo, ids.kim].sort());
    expect(survivor).toMatchObject({
      tasks: [ids.task],
      notes: [ids.note],
      attachments: [ids.attachment],
      communications: [ids.communication],
      purchases: [ids.purchase],
    });
    expect((await call(admin, `/api/project/${ids.project}`)).json.client._id).toBe(ids.survivor);
    expect((await call(admin, `/api/purchase/${ids.purchase}`)).json.company._id).toBe(ids.survivor);
    expect((await call(admin, `/api/task/${ids.task}`)).json.companies).toEqual([ids.survivor]);
    expect((await call(admin, `/api/payment/${ids.payment}`)).json.companies).toEqual([ids.survivor]);
    expect(companyIdsOf((await call(admin, `/api/contact/${ids.kim}`)).json)).toEqual([ids.survivor]);
    expect((await call(admin, `/api/user/${app.users.client._id}`)).json.companies).toEqual([ids.survivor]);
    // The client user moved with their company: they still see it, now as the survivor.
    expect((await call(client, `/api/company/${ids.survivor}`)).status).toBe(200);
    // The merged company left the lists, as a deleted one does.
    const list = await call<{ _id: string }[]>(admin, '/api/companies?limit=100');
    expect(list.json.map((c) => c._id)).not.toContain(ids.merged);
    expect((await call<number>(admin, '/api/companies/count')).json).toBe(countBefore - 1);
    const search = await call<{ _id: string }[]>(admin, '/api/companies/find/Acme');
    expect(search.json.map((c) => c._id)).toEqual([ids.survivor]);
  });

  it('answers the merged-away company with a 301 to the survivor, to those who may see it', async () => {
    for (const token of [admin, client]) {
      const answer = await call(token, `/api/company/${ids.merged}`);
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe(`/api/company/${ids.survivor}`);
      // An undo takes the redirect back: a browser that kept it would still follow it.
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.json).toMatchObject({ statusCode: 301, mergedInto: { type: 'company', _id: ids.survivor } });
    }
  });

  it('closes the merged-away company to further changes, in words', async () => {
    const answer = await call(admin, `/api/company/${ids.merged}`, 'PUT', { city: 'Hull' });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('Acme Ltd was merged into Acme Limited: make the change on Acme Limited instead');
    const again = await call(manager, '/api/companies/merge', 'POST', { survivor: ids.seller, merged: ids.merged });
    expect(again.status).toBe(409);
  });

  it('shows the merge in both histories, and on each moved record as the merge', async () => {
    const survivor = historyLines((await call(admin, `/api/history/company/${ids.survivor}`)).json);
    expect(survivor.at(-1)).toBe('Manager Tester merged Acme Ltd into Acme Limited, taking its telephone and city');
    const merged = historyLines((await call(admin, `/api/history/company/${ids.merged}`)).json);
    expect(merged.at(-1)).toBe('Manager Tester merged Acme Ltd into Acme Limited');
    const task = (await call(admin, `/api/history/task/${ids.task}`)).json;
    expect(task.at(-1).via).toEqual({
      kind: 'merge',
      id: outcome.mergeId,
      label: 'Merge of Acme Ltd into Acme Limited',
    });
  });

  it('rebuilds the read models from the log exactly as the merge wrote them', async () => {
    await expectRebuildEqualsInline(app);
  });

  it('undoes the merge: every moved link goes back, later links and later edits stay', async () => {
    // After the merge: a note linked to the survivor, and the survivor's telephone changed.
    const later = await create('/api/note', { content: 'Met the new board', companies: [ids.survivor] });
    const edited = await call(admin, `/api/company/${ids.survivor}`, 'PUT', { telephone: '0113 496 9999' });
    expect(edited.status, edited.text).toBe(200);

    const answer = await call<MergeUndoOutcome>(manager, `/api/merges/${outcome.mergeId}/undo`, 'POST');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({
      mergeId: outcome.mergeId,
      restored: { _id: ids.merged, name: 'Acme Ltd' },
      kept: ['Telephone'],
    });

    const merged = await call(admin, `/api/company/${ids.merged}`);
    expect(merged.status).toBe(200);
    expect(merged.json).toMatchObject({ companyName: 'Acme Ltd', city: 'York', telephone: '0113 496 0000' });
    expect(merged.json.employees.map((e: { _id: string }) => e._id).sort()).toEqual([ids.jo, ids.kim].sort());
    expect(merged.json).toMatchObject({ tasks: [ids.task], notes: [ids.note], purchases: [ids.purchase] });
    const survivor = (await call(admin, `/api/company/${ids.survivor}`)).json;
    expect(survivor).toMatchObject({ city: 'Leeds', telephone: '0113 496 9999', tasks: [], notes: [later] });
    expect(survivor.employees.map((e: { _id: string }) => e._id)).toEqual([ids.kim]);
    expect((await call(admin, `/api/project/${ids.project}`)).json.client._id).toBe(ids.merged);
    expect((await call(admin, `/api/purchase/${ids.purchase}`)).json.company._id).toBe(ids.merged);
    expect((await call(admin, `/api/payment/${ids.payment}`)).json.companies).toEqual([ids.merged]);
    expect((await call(admin, `/api/communication/${ids.communication}`)).json.companies).toEqual([ids.merged]);
    expect(companyIdsOf((await call(admin, `/api/contact/${ids.kim}`)).json).sort()).toEqual(
      [ids.survivor, ids.merged].sort(),
    );
    expect((await call(admin, `/api/user/${app.users.client._id}`)).json.companies).toEqual([ids.merged]);

    const lines = historyLines((await call(admin, `/api/history/company/${ids.merged}`)).json);
    expect(lines.at(-1)).toBe('Manager Tester undid the merge of Acme Ltd into Acme Limited');
    const survivorLines = historyLines((await call(admin, `/api/history/company/${ids.survivor}`)).json);
    expect(survivorLines.at(-1)).toBe('Manager Tester undid the merge of Acme Ltd into Acme Limited');
  });

  it('refuses a second undo in words', async () => {
    const again = await call(manager, `/api/merges/${outcome.mergeId}/undo`, 'POST');
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This merge was undone already');
  });

  it('rebuilds the read models from the log exactly as the undo wrote them', async () => {
    await expectRebuildEqualsInline(app);
  });
});

describe('what stops a merge', () => {
  it('refuses two purchasers on the same project (409, listed on the preview) and changes nothing', async () => {
    const rival = await create('/api/company', { companyName: 'Acme Rival' });
    await create('/api/purchase', { company: rival, project: ids.sale, currentStage: 'Contacted' });
    const seen = await preview(manager, ids.merged, rival);
    expect(seen.json.blockers).toEqual([
      'Acme Rival and Acme Ltd are both purchasers on the project Seller sale: delete one of the two purchases first',
    ]);
    const refused = await call(manager, '/api/companies/merge', 'POST', { survivor: ids.merged, merged: rival });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(seen.json.blockers[0]);
    expect((await call(admin, `/api/company/${rival}`)).status).toBe(200);
    expect((await call(admin, `/api/purchase/${ids.purchase}`)).json.company._id).toBe(ids.merged);
  });

  it('refuses merging a purchaser into the client of the project it buys on', async () => {
    const seen = await preview(manager, ids.seller, ids.merged);
    expect(seen.json.blockers).toEqual([
      'Acme Ltd is a purchaser on the project Seller sale, whose client is Seller Holdings: merged, the company would be buying from itself; delete that purchase first',
    ]);
  });
});

describe('a merged-away company outside the caller’s scope', () => {
  it('is refused when more linked records would move than a merge may, reading no more than one past the limit', async () => {
    const { store, db } = app.dealbook.persistence;
    const first = await create('/api/company', { companyName: 'Many Links One' });
    const second = await create('/api/company', { companyName: 'Many Links Two' });
    for (const content of ['One', 'Two', 'Three']) await create('/api/note', { content, companies: [second] });
    const within = await readMergePair(store, db, 'company', first, second, 3);
    expect(within.blockers).toEqual([]);
    const over = await readMergePair(store, db, 'company', first, second, 2);
    expect(over.linked).toHaveLength(3);
    expect(over.blockers).toEqual([
      'Many Links Two has more than 2 linked records: a merge moves at most that many at once',
    ]);
  });

  it('is the same 404 an unknown id gets for a client, and a 403 for an external caller, naming no survivor', async () => {
    const keep = await create('/api/company', { companyName: 'Bravo Group' });
    const gone = await create('/api/company', { companyName: 'Bravo Grp' });
    const merged = await call(manager, '/api/companies/merge', 'POST', { survivor: keep, merged: gone });
    expect(merged.status).toBe(200);
    const unknown = await call(client, '/api/company/0193a000-0000-7000-8000-0000000000ff');
    const answer = await call(client, `/api/company/${gone}`);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(keep);
    expect(answer.json.message).toBe(unknown.json.message.replace('0193a000-0000-7000-8000-0000000000ff', gone));
    const externalAnswer = await call(external, `/api/company/${gone}`);
    expect(externalAnswer.status).toBe(403);
    expect(externalAnswer.text).not.toContain(keep);
    // Undoing it after the survivor was merged again is refused in words.
    const third = await create('/api/company', { companyName: 'Bravo Holdings' });
    expect((await call(manager, '/api/companies/merge', 'POST', { survivor: third, merged: keep })).status).toBe(200);
    // A chain: the first merged-away company leads to the last survivor.
    const chained = await call(admin, `/api/company/${gone}`);
    expect(chained.status).toBe(301);
    expect(chained.headers.get('location')).toBe(`/api/company/${third}`);
    const undo = await call(manager, `/api/merges/${(merged.json as MergeOutcome).mergeId}/undo`, 'POST');
    expect(undo.status).toBe(409);
    expect(undo.json.message).toBe('Bravo Group was merged into Bravo Holdings since: undo that merge first');
  });
});
