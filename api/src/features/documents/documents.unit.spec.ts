import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { CommunicationAction, PurchasePriorityLevel } from '@dealbook/contracts';
import { buildCommunicationsDocument } from './communications-document.js';
import type { PurchaserReportRow } from '@dealbook/projections';
import type { DocumentProject } from './document-text.js';
import { buildPurchasersDocument } from './purchasers-document.js';

const timeZone = 'Europe/London';
const project: DocumentProject = {
  reference: 'PRJ-000007',
  projectName: 'Project Oak',
  clientName: 'Oak Ltd',
};
const row: PurchaserReportRow = {
  purchaseId: '0193a000-0000-7000-8000-000000000001',
  companyId: '0193a000-0000-7000-8000-000000000002',
  companyName: 'Birch Capital',
  priority: PurchasePriorityLevel.A,
  currentStage: 'NDA negotiation',
  sentNDA: { checked: true, timestamp: '2026-11-02T10:00:00.000Z' },
  signedNDA: { checked: false, timestamp: '2026-11-03T10:00:00.000Z' },
  sentIM: { checked: false, timestamp: '2026-11-03T10:00:00.000Z' },
  lastContactDate: '2026-11-20T14:05:00.000Z',
  lastOutcome: 'Spoke to Contact - Successful call',
  nextAction: CommunicationAction.SendNDA,
  contactName: 'Ann Birch',
  contactEmail: 'ann@birch.example',
  contactTelephone: '020 7946 0000',
  clientComments: 'Strategic buyer',
  internalComments: 'Asked for a discount',
};

async function wordText(buffer: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(buffer);
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('purchaser downloads', () => {
  it('the Word document names the project and client and lists the purchaser with its contact', async () => {
    const text = await wordText(
      await buildPurchasersDocument(project, [row], { timeZone, preparedAt: new Date('2026-11-22T00:00:00Z') }),
    );
    expect(text).toContain('Project: Project Oak (PRJ-000007)');
    expect(text).toContain('Client: Oak Ltd');
    expect(text).toContain('1 potential purchaser');
    expect(text).toContain('Prepared 22/11/2026 00:00 (Europe/London)');
    expect(text).toContain('Birch Capital');
    expect(text).toContain('ann@birch.example');
  });

  it('a tick reads as the day it was ticked, an unticked one as nothing, never true or false', async () => {
    const text = await wordText(await buildPurchasersDocument(project, [row], { timeZone, preparedAt: new Date() }));
    expect(text).toContain('02/11/2026');
    expect(text).not.toContain('03/11/2026');
    expect(text).not.toMatch(/\b(true|false|TRUE|FALSE)\b/);
  });

  it('a project without purchasers says so instead of an empty table', async () => {
    const text = await wordText(await buildPurchasersDocument(project, [], { timeZone, preparedAt: new Date() }));
    expect(text).toContain('No potential purchasers yet.');
  });
});

describe('communications document', () => {
  it('lists each communication with its outcome and next action in words', async () => {
    const text = await wordText(
      await buildCommunicationsDocument({
        of: { caller: { _id: '0193a000-0000-7000-8000-000000000004', fullName: 'Ann Caller' } },
        from: new Date('2026-11-21T00:00:00Z'),
        to: new Date('2026-11-21T23:59:59Z'),
        timeZone,
        preparedAt: new Date('2026-11-22T08:00:00Z'),
        rows: [
          {
            communicationId: '0193a000-0000-7000-8000-000000000003',
            commsDate: '2026-11-21T09:30:00.000Z',
            commsType: 1,
            projectName: 'Project Oak',
            purchaserName: 'Birch Capital',
            contacted: 'Ann Birch',
            employees: [{ _id: '0193a000-0000-7000-8000-000000000004', fullName: 'Ann Caller' }],
            outcome: 'Called but no response',
            action: CommunicationAction.TryToCallAgain,
            content: 'Voicemail left',
          },
        ],
      }),
    );
    expect(text).toContain('Ann Caller - Caller List');
    // A whole day in the firm's zone reads as that day, not midnight to 23:59.
    expect(text).toContain('Period: 21/11/2026');
    expect(text).not.toContain('23:59');
    expect(text).toContain('1 communication');
    expect(text).not.toContain('1 communications');
    expect(text).toContain('21/11/2026 09:30');
    expect(text).toContain('Called but no response');
    expect(text).toContain('Try To Call Again');
    expect(text).toContain('Voicemail left');
  });
});
