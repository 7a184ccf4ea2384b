import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommunicationAction,
  ProjectStatus,
  type Company,
  type Contact,
  type ErrorBody,
  type HistoryEntry,
  type Project,
  type TimelinePage,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject, updateProject } from './projects-support.js';
import { createContact, createPurchase, logCommunication } from './purchases-support.js';

let app: TestApp;
let call: Call;
const pause = () => new Promise((resolve) => setTimeout(resolve, 15));
const words = (entry: HistoryEntry) => entry.sentence.map((part) => part.text).join('');

let client: Company;
let other: Company;
let jane: Contact;
let project: Project;

async function timeline(path: string): Promise<TimelinePage> {
  const response = await call<TimelinePage>(`/api/timeline/${path}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
}

async function add(path: string, body: Record<string, unknown>) {
  const response = await call<{ _id: string }>(path, { method: 'POST', body });
  expect(response.status, response.text).toBe(201);
  return response.json;
}

beforeAll(async () => {
  app = await startTestApp();
  call = app.as('user').call;
  client = await createCompany(call, 'Kestrel Timeline Ltd');
  other = await createCompany(call, 'Unrelated Elsewhere plc');
  jane = await createContact(call, 'Jane', client._id);
  await pause();
  await logCommunication(call, {
    commsDate: '2026-11-02T09:30:00Z',
    content: 'Wants the teaser',
    companies: [client._id],
    contacted: [jane._id],
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.SendNDA,
  });
  await pause();
  await add('/api/note', { content: 'Met the finance director at the club.', companies: [client._id] });
  await pause();
  await add('/api/task', { subject: 'Send the heads of terms', companies: [client._id] });
  await pause();
  project = await createProject(call, { projectName: 'Kestrel Sale', client: client._id });
  await pause();
  await updateProject(call, project._id, { status: ProjectStatus.PitchHeld });
  await pause();
  const renamed = await call(`/api/company/${client._id}`, { method: 'PUT', body: { telephone: '020 7946 0000' } });
  expect(renamed.status, renamed.text).toBe(200);
  // The other company's story must stay off this one's timeline.
  await add('/api/note', { content: 'A note about somebody else entirely.', companies: [other._id] });
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/timeline/{type}/{id}', () => {
  it("merges the company's own changes with its calls, notes, tasks and projects, newest first, in words", async () => {
    const page = await timeline(`company/${client._id}`);
    const times = page.entries.map((entry) => Date.parse(entry.recordedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.entries.map((entry) => [entry.source?.type, entry.type])).toEqual([
      ['company', 'CompanyUpdated'],
      ['project', 'ProjectStatusChanged'],
      ['project', 'ProjectRegistered'],
      ['task', 'TaskCreated'],
      ['note', 'NoteAdded'],
      ['communication', 'CommunicationLogged'],
      ['company', 'CompanyRegistered'],
    ]);
    const call = page.entries.find((entry) => entry.type === 'CommunicationLogged')!;
    expect(words(call)).toBe(
      'User Tester logged a call with Jane Contact, Kestrel Timeline Ltd: Spoke to Contact - Successful call',
    );
    expect(page.entries.map(words).join('\n')).not.toContain('somebody else');
    expect(page.entries.map(words).join('\n')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    const task = page.entries.find((entry) => entry.type === 'TaskCreated')!;
    expect(task.sentence).toContainEqual(
      expect.objectContaining({ text: '‘Send the heads of terms’', record: expect.objectContaining({ type: 'task' }) }),
    );
    expect(page.next).toBeNull();
  });

  it('shows a contact the calls they were spoken to on, with their own changes', async () => {
    const page = await timeline(`contact/${jane._id}`);
    expect(page.entries.map((entry) => entry.type)).toEqual([
      'CommunicationLogged',
      'ContactJoinedCompany',
      'ContactRegistered',
    ]);
  });

  it('narrows to one kind: calls, notes, or the changes of the record and its projects', async () => {
    const kinds = async (kind: string) =>
      (await timeline(`company/${client._id}?kind=${kind}`)).entries.map((entry) => entry.source?.type);
    expect(await kinds('calls')).toEqual(['communication']);
    expect(await kinds('notes')).toEqual(['note']);
    expect(await kinds('tasks')).toEqual(['task']);
    expect(await kinds('payments')).toEqual([]);
    expect(await kinds('changes')).toEqual(['company', 'project', 'project', 'company']);
  });

  it('pages older lines with the next cursor: bounded pages that add up to the whole timeline, none twice', async () => {
    const whole = (await timeline(`company/${client._id}`)).entries;
    const seen: HistoryEntry[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const page: TimelinePage = await timeline(
        `company/${client._id}?limit=3${next ? `&before=${encodeURIComponent(next)}` : ''}`,
      );
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries);
      next = page.next;
      pages++;
    } while (next !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((entry) => `${entry.source?.id}:${entry.version}`)).toEqual(
      whole.map((entry) => `${entry.source?.id}:${entry.version}`),
    );
  });

  it('keeps a page bounded when a company has many more calls than a page holds', async () => {
    const busy = await createCompany(call, 'Busy Calls Ltd');
    for (let day = 1; day <= 25; day++) {
      await logCommunication(call, {
        commsDate: `2026-10-${String(day).padStart(2, '0')}T09:00:00Z`,
        companies: [busy._id],
      });
    }
    const first = await timeline(`company/${busy._id}?kind=calls&limit=10`);
    expect(first.entries).toHaveLength(10);
    expect(first.next).not.toBeNull();
    const second = await timeline(`company/${busy._id}?kind=calls&limit=10&before=${first.next!}`);
    expect(second.entries).toHaveLength(10);
    const third = await timeline(`company/${busy._id}?kind=calls&limit=10&before=${second.next!}`);
    expect(third.entries).toHaveLength(5);
    expect(third.next).toBeNull();
    const ids = [...first.entries, ...second.entries, ...third.entries].map((entry) => entry.source?.id);
    expect(new Set(ids).size).toBe(25);
  });

  it('answers 400 naming the field for a bad kind, limit, cursor or type, and 404 for a record that never was', async () => {
    const bad = async (path: string, field: string) => {
      const response = await call<ErrorBody>(`/api/timeline/${path}`);
      expect(response.status, `${path}: ${response.text}`).toBe(400);
      expect(Object.keys(response.json.details ?? {}), path).toContain(field);
    };
    await bad(`company/${client._id}?kind=emails`, 'kind');
    await bad(`company/${client._id}?limit=0`, 'limit');
    await bad(`company/${client._id}?limit=101`, 'limit');
    await bad(`company/${client._id}?limit=ten`, 'limit');
    await bad(`company/${client._id}?before=yesterday`, 'before');
    await bad(`widget/${client._id}`, 'type');
    await bad('company/not-a-uuid', 'id');
    const missing = await call(`/api/timeline/company/0193a000-0000-7000-8000-000000000404`);
    expect(missing.status).toBe(404);
  });

  it("refuses an external caller and a client every record's timeline, however it is linked", async () => {
    const external = await app.signIn('external');
    const portal = await app.signIn('client');
    const purchase = await createPurchase(call, { company: other._id, project: project._id });
    for (const who of [external, portal]) {
      for (const path of [
        `company/${client._id}`,
        `contact/${jane._id}`,
        `project/${project._id}`,
        `purchase/${purchase._id}`,
      ]) {
        const response = await app.asToken(who.token).call(`/api/timeline/${path}`);
        expect(response.status, `${path}: ${response.text}`).toBe(403);
        expect(response.text).not.toContain('Kestrel');
      }
    }
  });
});
