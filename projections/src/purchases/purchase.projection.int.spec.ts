import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PurchasePriorityLevel,
  purchaseFieldsSchema,
  type CompanyUpdated,
  type ProjectClientChanged,
  type PurchaseEvent,
} from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { purchaseProjection } from './purchase.projection.js';

/**
 * What the purchases read model holds after a purchase's events and those of the records it
 * names: stage moves growing the step history once each (also on replay), milestones and
 * priority landing on their fields, the purchaser's name following company renames and the
 * client following the project's change of client, and no row once the purchase is deleted.
 */
const database = useReadModelDatabase('purchase_projection');

const unticked = { checked: false, timestamp: '2026-01-01T00:00:00.000Z' };
const ticked = { checked: true, timestamp: '2026-02-01T10:00:00.000Z' };

interface Parties {
  company: string;
  project: string;
  client: string;
}

const registered = (purchaseId: string, { company, project, client }: Parties): PurchaseEvent => {
  const {
    company: _company,
    project: _project,
    ...fields
  } = purchaseFieldsSchema.parse({
    company,
    project,
    sentNDA: unticked,
    signedNDA: unticked,
    sentIM: unticked,
  });
  return {
    type: 'PurchaseRegistered',
    data: {
      purchaseId,
      company: { id: company, name: 'Buyer Ltd' },
      project: { id: project, name: 'Sale of Acme' },
      client: { id: client, name: 'Acme' },
      fields,
      step: { step: 'Identified', score: 10, date: '2026-01-01T00:00:00.000Z' },
    },
  };
};
const parties = (): Parties => ({ company: randomUUID(), project: randomUUID(), client: randomUUID() });
const stageChanged = (purchaseId: string, from: string, to: string, score: number): PurchaseEvent => ({
  type: 'PurchaseStageChanged',
  data: { purchaseId, from, to, step: { step: to, score, date: '2026-03-01T00:00:00.000Z' } },
});

async function purchaseRow(purchaseId: string) {
  return database()
    .selectFrom('purchases')
    .select(['version', 'doc', 'company_id', 'project_id', 'client_id', 'company_name', 'current_stage', 'priority'])
    .where('id', '=', purchaseId)
    .executeTakeFirst();
}

describe('purchases projection', () => {
  it('registers a purchase with its parties’ ids and names and its first step', async () => {
    const purchaseId = randomUUID();
    const who = parties();
    await projectionSpec(database(), purchaseProjection).given(`purchase-${purchaseId}`, registered(purchaseId, who));
    expect(await purchaseRow(purchaseId)).toMatchObject({
      version: 1,
      company_id: who.company,
      project_id: who.project,
      client_id: who.client,
      company_name: 'Buyer Ltd',
      priority: PurchasePriorityLevel.B,
      doc: {
        projectName: 'Sale of Acme',
        clientName: 'Acme',
        stepHistory: [{ step: 'Identified', score: 10 }],
        sentNDA: unticked,
      },
    });
  });

  it('grows the step history once per stage move, also when the log is replayed', async () => {
    const purchaseId = randomUUID();
    const spec = projectionSpec(database(), purchaseProjection);
    await spec.given(
      `purchase-${purchaseId}`,
      registered(purchaseId, parties()),
      stageChanged(purchaseId, '', 'NDA', 30),
      stageChanged(purchaseId, 'NDA', 'Offer', 70),
    );
    const expected = {
      version: 3,
      current_stage: 'Offer',
      doc: {
        currentStage: 'Offer',
        stepHistory: [
          { step: 'Identified', score: 10 },
          { step: 'NDA', score: 30 },
          { step: 'Offer', score: 70 },
        ],
      },
    };
    expect(await purchaseRow(purchaseId)).toMatchObject(expected);
    await spec.replayAll();
    const replayed = await purchaseRow(purchaseId);
    expect(replayed).toMatchObject(expected);
    expect((replayed?.doc.stepHistory as unknown[]).length).toBe(3);
  });

  it('lands priority, milestones and comments on their fields', async () => {
    const purchaseId = randomUUID();
    await projectionSpec(database(), purchaseProjection).given(
      `purchase-${purchaseId}`,
      registered(purchaseId, parties()),
      {
        type: 'PurchasePriorityChanged',
        data: { purchaseId, from: PurchasePriorityLevel.B, to: PurchasePriorityLevel.A },
      },
      { type: 'PurchaseNdaSent', data: { purchaseId, from: unticked, to: ticked } },
      { type: 'PurchaseNdaSigned', data: { purchaseId, from: unticked, to: ticked } },
      { type: 'PurchaseImSent', data: { purchaseId, from: unticked, to: ticked } },
      { type: 'PurchaseMilestoneCleared', data: { purchaseId, milestone: 'signedNDA', from: ticked, to: unticked } },
      {
        type: 'PurchaseCommentsUpdated',
        data: { purchaseId, changes: { internalComments: { from: '', to: 'Keen, cash buyer' } } },
      },
    );
    expect(await purchaseRow(purchaseId)).toMatchObject({
      version: 7,
      priority: PurchasePriorityLevel.A,
      doc: {
        sentNDA: ticked,
        signedNDA: unticked,
        sentIM: ticked,
        internalComments: 'Keen, cash buyer',
        clientComments: '',
      },
    });
  });

  it('follows renames of the purchaser company and the project’s change of client', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const who = parties();
    const elsewhere = { ...parties(), company: who.company };
    const apex = randomUUID();
    const spec = projectionSpec(database(), purchaseProjection);
    await spec.given(`purchase-${first}`, registered(first, who));
    await spec.given(`purchase-${second}`, registered(second, elsewhere));

    const renamed: CompanyUpdated = {
      type: 'CompanyUpdated',
      data: { companyId: who.company, changes: { companyName: { from: 'Buyer Ltd', to: 'Buyer Group' } } },
    };
    await spec.given(`company-${who.company}`, renamed);
    expect(await purchaseRow(first)).toMatchObject({ company_name: 'Buyer Group' });
    expect(await purchaseRow(second)).toMatchObject({ company_name: 'Buyer Group' });

    const clientChanged: ProjectClientChanged = {
      type: 'ProjectClientChanged',
      data: { projectId: who.project, from: { id: who.client, name: 'Acme' }, to: { id: apex, name: 'Apex' } },
    };
    await spec.given(`project-${who.project}`, clientChanged);
    expect(await purchaseRow(first)).toMatchObject({ client_id: apex, doc: { client: apex, clientName: 'Apex' } });
    expect(await purchaseRow(second)).toMatchObject({ client_id: elsewhere.client, doc: { clientName: 'Acme' } });
  });

  it('removes a deleted purchase, and it stays gone on replay', async () => {
    const purchaseId = randomUUID();
    const who = parties();
    const spec = projectionSpec(database(), purchaseProjection);
    await spec.given(`purchase-${purchaseId}`, registered(purchaseId, who), {
      type: 'PurchaseDeleted',
      data: { purchaseId, companyName: 'Buyer Ltd', projectId: who.project },
    });
    expect(await purchaseRow(purchaseId)).toBeUndefined();
    await spec.replayAll();
    expect(await purchaseRow(purchaseId)).toBeUndefined();
  });
});
