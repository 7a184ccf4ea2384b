import { describe, expect, it } from 'vitest';
import {
  findClientUser,
  findClientProjects,
  findDocumentApprovalItems,
  parsePaymentFilter,
  searchPayments,
} from '@dealbook/projections';
import { bootApp } from '../../../test/support/boot-app.js';
import { FILE_STORE, type FileStore } from '../infra/files/file-store.port.js';
import { findDemoClientProject } from './demo-client-project.js';
import { DemoTeam } from './seed-demo-team.js';

// A first start with demo data: the client's documents come last, on the demo client's project.
const app = bootApp('seed_client_documents', {
  DEMO_DATA: 'true',
  DEALBOOK_ADMIN_EMAIL: 'seed-admin@dealbook.local',
  DEALBOOK_ADMIN_PASSWORD: 'seed-admin-password',
});

describe('seedDemoClientDocuments', () => {
  it('gives the demo client a teaser to approve, a resubmitted memorandum and a shared letter, as real PDFs', async () => {
    const db = app.persistence.db;
    const email = DemoTeam.find((account) => account.role === 'client')!.email;
    const client = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const [project] = await findClientProjects(db, (await findClientUser(db, client.id)).companyIds);
    const items = await findDocumentApprovalItems(db, [project!.id]);
    expect(items.map((item) => [item.title, item.review.state, item.review.round])).toEqual([
      [`Teaser - ${project!.projectName}.pdf`, 'awaiting', 1],
      ['Information Memorandum.pdf', 'awaiting', 2],
      ['Engagement letter.pdf', 'shared', 0],
    ]);
    expect(items.every((item) => item.file?.contentType === 'application/pdf')).toBe(true);
    const im = await db
      .selectFrom('attachments')
      .select('doc')
      .where('id', '=', items[1]!._id)
      .executeTakeFirstOrThrow();
    const { storageKey } = im.doc as { storageKey: string };
    expect(im.doc).toMatchObject({ fileVersion: 2 });
    expect(storageKey).toMatch(new RegExp(`^attachments/${items[1]!._id}-v2-`));

    const stored = await app.dealbook.app.get<symbol, FileStore>(FILE_STORE).get(storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('staff names removed');
    // The cross-reference table points at the objects it names.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });
});

describe('seedDemoClientPayments', () => {
  it("puts a paid, a due and a not-yet-due fee on the demo client's project", async () => {
    const db = app.persistence.db;
    const demo = await findDemoClientProject(db);
    const payments = await searchPayments(db, parsePaymentFilter({ projects: demo!.project.id }), {
      limit: 10,
      offset: 0,
      sort: 'dueDate',
    });
    expect(payments.rows.map((payment) => [payment.description, payment.paid])).toEqual([
      ['Engagement fee', true],
      ['Information memorandum', false],
      ['Success fee on completion', false],
    ]);
  });
});
