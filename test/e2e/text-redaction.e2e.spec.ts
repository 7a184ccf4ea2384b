import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttendeeStatus } from '@dealbook/contracts';
import { scanDatabase } from '../support/personal-data-scan.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { apiCaller, expectRebuildEqualsInline, historyLines, uploadForm } from './merge-support.js';

/**
 * Redacting free text that names a person (issue 37): an administrator replaces the words on the
 * record, and no earlier copy of them stays readable — not in the read model, the log's earlier
 * events (sealed with the record's key, rotated by the redaction), the history or a rebuild.
 */
let app: TestApp;
const call = apiCaller(() => app);
const tokens = {} as Record<'admin' | 'manager' | 'user' | 'client' | 'external', string>;
const stamp = Date.now().toString(36);
/** The words to redact, distinct per record so each scan names its own. */
const named = (what: string) => `Wilhelmina Xanthopoulou-${what}-${stamp}`;

interface Redactable {
  path: string;
  /** The record's own name in this spec, where two fields of one record type are redacted. */
  key?: string;
  field: string;
  /** The record's other text field, which the redaction must leave as it reads. */
  other?: { field: string; text: string };
  create(text: string): Record<string, unknown> | FormData;
  /** An edit of the text before the redaction: its `from` and `to` both name the person. */
  edit(text: string): Record<string, unknown>;
}

const records: Redactable[] = [
  {
    path: 'note',
    field: 'content',
    other: { field: 'subject', text: 'Fair notes' },
    create: (text) => ({ subject: 'Fair notes', content: text }),
    edit: (text) => ({ content: text }),
  },
  {
    path: 'communication',
    field: 'content',
    create: (text) => ({ commsDate: '2026-11-02T09:30:00Z', content: text, companies: [holder] }),
    edit: (text) => ({ content: text }),
  },
  {
    path: 'task',
    field: 'description',
    other: { field: 'subject', text: 'Send the teaser' },
    create: (text) => ({ subject: 'Send the teaser', description: text, dueDate: '2027-01-01T00:00:00Z' }),
    edit: (text) => ({ description: text }),
  },
  {
    path: 'project',
    field: 'description',
    create: (text) => ({ projectName: `Redaction sale ${stamp}`, description: text, client: holder }),
    edit: (text) => ({ description: text }),
  },
  {
    // Why an opportunity was lost, in the log's LostOpportunityRecorded `from` and `to`.
    path: 'project',
    key: 'lost-project',
    field: 'lostOpportunityDescription',
    other: { field: 'description', text: 'Sale of the family firm' },
    create: (text) => ({
      projectName: `Lost sale ${stamp}`,
      description: 'Sale of the family firm',
      client: holder,
      lostOpportunityReason: 1,
      lostOpportunityDescription: text,
    }),
    edit: (text) => ({ lostOpportunityDescription: text }),
  },
  {
    path: 'event',
    field: 'description',
    create: (text) => ({
      description: text,
      eventDate: '2027-01-20T19:00:00Z',
      attendees: [] as { attendee: string; status: AttendeeStatus }[],
    }),
    edit: (text) => ({ description: text }),
  },
  {
    path: 'payment',
    field: 'description',
    create: (text) => ({ description: text, amountIncVAT: 1200 }),
    edit: (text) => ({ description: text }),
  },
  {
    path: 'purchase',
    field: 'internalComments',
    other: { field: 'clientComments', text: 'Keen on the teaser' },
    create: (text) => ({
      company: buyer,
      project: ids.project,
      clientComments: 'Keen on the teaser',
      internalComments: text,
    }),
    edit: (text) => ({ internalComments: text }),
  },
  {
    path: 'attachment',
    field: 'description',
    create: (text) => uploadForm('Fair notes.pdf', { description: text, companies: holder }),
    edit: (text) => ({ description: text }),
  },
  {
    path: 'company',
    field: 'investmentNotes',
    create: (text) => ({ companyName: `Redaction Ltd ${stamp}`, investmentNotes: text }),
    edit: (text) => ({ investmentNotes: text }),
  },
];
const ids: Record<string, string> = {};
const keyOf = (record: Redactable) => record.key ?? record.path;
/** The company the call is logged against (a communication is linked to something). */
let holder = '';
/** The company on the purchase (a project's client cannot buy on it). */
let buyer = '';

beforeAll(async () => {
  app = await startTestApp();
  for (const role of ['admin', 'manager', 'user', 'client', 'external'] as const)
    tokens[role] = (await app.signIn(role)).token;
  const company = await call(tokens.admin, '/api/company', 'POST', { companyName: `Called Ltd ${stamp}` });
  holder = (company.json as { _id: string })._id;
  const buying = await call(tokens.admin, '/api/company', 'POST', { companyName: `Buyer Ltd ${stamp}` });
  buyer = (buying.json as { _id: string })._id;
  for (const record of records) {
    const created = await call(tokens.admin, `/api/${record.path}`, 'POST', record.create(`${named('first')} met us`));
    expect(created.status, `${record.path}: ${created.text}`).toBe(201);
    ids[keyOf(record)] = (created.json as { _id: string })._id;
    const edited = await call(
      tokens.admin,
      `/api/${record.path}/${ids[keyOf(record)]}`,
      'PUT',
      record.edit(named(keyOf(record))),
    );
    expect(edited.status, `${record.path}: ${edited.text}`).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('redacting free text (issue 37)', () => {
  it('is for administrators only, on every record type', async () => {
    for (const role of ['manager', 'user', 'client', 'external'] as const) {
      for (const record of records) {
        const refused = await call(tokens[role], `/api/${record.path}/${ids[keyOf(record)]}/redact`, 'POST', {
          [record.field]: 'x',
        });
        expect(refused.status, `${role} ${record.path}`).toBe(403);
      }
    }
    const note = await call(tokens.admin, `/api/note/${ids.note}`);
    expect((note.json as { content: string }).content).toBe(named('note'));
  });

  it('answers 4xx naming what is wrong, and changes nothing', async () => {
    const path = `/api/note/${ids.note}/redact`;
    for (const [body, names] of [
      [{}, 'content'],
      [{ content: 42 }, 'text'],
      [{ content: 'x'.repeat(20_001) }, '20,000'],
      [{ authorId: 'x' }, 'authorId'],
      [{ pinned: 'x' }, 'pinned'],
    ] as const) {
      const bad = await call(tokens.admin, path, 'POST', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.text, JSON.stringify(body)).toContain(names);
    }
    // The record's own rules hold: a note's text is required, a task's subject at most 200 characters.
    const empty = await call(tokens.admin, path, 'POST', { content: '   ' });
    expect(empty.status, empty.text).toBe(400);
    expect(empty.text).toContain('content is required');
    const long = await call(tokens.admin, `/api/task/${ids.task}/redact`, 'POST', { subject: 'x'.repeat(201) });
    expect(long.status, long.text).toBe(400);
    expect(long.text).toContain('subject');
    expect((await call(tokens.admin, '/api/note/not-an-id/redact', 'POST', { content: 'x' })).status).toBe(400);
    const unknown = '01a22be3-d370-756b-a646-3350b32552de';
    expect((await call(tokens.admin, `/api/task/${unknown}/redact`, 'POST', { description: 'x' })).status).toBe(404);
    const history = await call(tokens.admin, `/api/history/note/${ids.note}`);
    expect(historyLines(history.json as never).join('\n')).not.toContain('redacted');
  });

  it('replaces the text and leaves no earlier copy readable in any table, the log included', async () => {
    // Before: the read models hold the words, the log only sealed.
    const words = [named('first'), ...records.map((record) => named(keyOf(record)))];
    expect(Object.keys(await scanDatabase(app.dealbook.persistence.db, words))).not.toContain('public.events');
    expect(Object.keys(await scanDatabase(app.dealbook.persistence.db, ['NoteTextRedacted', 'NoteEdited']))).toEqual([
      'public.events',
    ]);
    for (const record of records) {
      const text = `Met [redacted] at the fair (${keyOf(record)})`;
      const redacted = await call(tokens.admin, `/api/${record.path}/${ids[keyOf(record)]}/redact`, 'POST', {
        [record.field]: text,
      });
      expect(redacted.status, `${record.path}: ${redacted.text}`).toBe(200);
      expect(redacted.json).toMatchObject({ recordId: ids[keyOf(record)], texts: { [record.field]: text } });
      const read = (await call(tokens.admin, `/api/${record.path}/${ids[keyOf(record)]}`)).json as Record<
        string,
        unknown
      >;
      expect(read[record.field], record.path).toBe(text);
      if (record.other) expect(read[record.other.field], record.path).toBe(record.other.text);
    }
    expect(await scanDatabase(app.dealbook.persistence.db, words)).toEqual({});
  });

  it('tells the redaction in the history, and the earlier wording as redacted', async () => {
    const history = await call(tokens.admin, `/api/history/note/${ids.note}`);
    const entries = history.json as {
      type: string;
      data: { changes?: Record<string, { from: unknown; to: unknown }> };
    }[];
    expect(entries.map((entry) => entry.type)).toEqual(['NoteAdded', 'NoteEdited', 'NoteTextRedacted']);
    expect(historyLines(history.json as never).at(-1)).toContain('redacted the text of');
    expect(JSON.stringify(entries)).not.toContain('Xanthopoulou');
    expect(entries[1]!.data.changes).toMatchObject({ content: { from: '[redacted]', to: '[redacted]' } });
  });

  it('keeps the record as redacted after every projection is rebuilt, and a record can be redacted again', async () => {
    await expectRebuildEqualsInline(app);
    const again = await call(tokens.admin, `/api/note/${ids.note}/redact`, 'POST', { subject: 'Notes' });
    expect(again.status, again.text).toBe(200);
    expect(again.json).toMatchObject({ texts: { subject: 'Notes', content: 'Met [redacted] at the fair (note)' } });
    await expectRebuildEqualsInline(app);
    const note = (await call(tokens.admin, `/api/note/${ids.note}`)).json;
    expect(note).toMatchObject({ subject: 'Notes', content: 'Met [redacted] at the fair (note)' });
    // The note's author still edits it as before, sealed with the key now current.
    const edited = await call(tokens.admin, `/api/note/${ids.note}`, 'PUT', { content: 'Met a buyer at the fair' });
    expect(edited.status, edited.text).toBe(200);
    await expectRebuildEqualsInline(app);
    expect((await call(tokens.admin, `/api/note/${ids.note}`)).json).toMatchObject({
      content: 'Met a buyer at the fair',
    });
  });
});
