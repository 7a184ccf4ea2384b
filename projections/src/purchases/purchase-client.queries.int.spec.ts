import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { notSubmittedReview, purchaseFieldsSchema, type ClientReview, type PurchaseEvent } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { purchaseProjection } from './purchase.projection.js';
import {
  countPurchaserMilestones,
  findOverduePurchaserApprovals,
  findPurchaserApprovalItems,
} from './purchase-client.queries.js';
import { findPurchaseById } from './purchase.queries.js';

/**
 * The client review in the purchases read model (issue 14): the submission and the decision land
 * on the row (also on replay), a purchase from before reads as never submitted, and the portal's
 * queries read the submitted ones, the milestones and the overdue ones.
 */
const database = useReadModelDatabase('purchase_client_queries');

const unticked = { checked: false, timestamp: '2026-01-01T00:00:00.000Z' };
const ticked = { checked: true, timestamp: '2026-02-01T10:00:00.000Z' };
const now = new Date('2026-11-24T12:00:00.000Z');

function registered(purchaseId: string, project: string, name: string, currentStage = ''): PurchaseEvent {
  const {
    company: _c,
    project: _p,
    ...fields
  } = purchaseFieldsSchema.parse({
    company: randomUUID(),
    project,
    currentStage,
    sentNDA: unticked,
    signedNDA: unticked,
    sentIM: unticked,
  });
  return {
    type: 'PurchaseRegistered',
    data: {
      purchaseId,
      company: { id: randomUUID(), name },
      project: { id: project, name: 'Sale of Acme' },
      client: { id: randomUUID(), name: 'Acme' },
      fields,
      step: null,
    },
  };
}
const review = (state: ClientReview['state'], submittedAt: string, round = 1): ClientReview => ({
  state,
  round,
  submittedAt,
  note: 'A good fit',
  decidedAt: state === 'awaiting' ? null : '2026-11-23T09:00:00.000Z',
  comment: state === 'rejected' ? 'A competitor' : '',
  sector: 'Technology',
});
const submitted = (purchaseId: string, project: string, submittedAt: string): PurchaseEvent => ({
  type: 'PurchaseSubmittedForApproval',
  data: { purchaseId, projectId: project, from: notSubmittedReview, to: review('awaiting', submittedAt) },
});
const decided = (purchaseId: string, project: string, state: 'approved' | 'rejected', submittedAt: string) =>
  ({
    type: 'PurchaseApprovalDecided',
    data: { purchaseId, projectId: project, from: review('awaiting', submittedAt), to: review(state, submittedAt) },
  }) satisfies PurchaseEvent;

describe('purchases: the client review', () => {
  it('lands the submission and the decision on the row, also on replay; a purchase from before is notSubmitted', async () => {
    const project = randomUUID();
    const [a, old] = [randomUUID(), randomUUID()];
    const spec = projectionSpec(database(), purchaseProjection);
    await spec.given(
      `purchase-${a}`,
      registered(a, project, 'Alpha Ltd'),
      submitted(a, project, '2026-11-20T09:00:00.000Z'),
    );
    await spec.given(`purchase-${a}`, decided(a, project, 'rejected', '2026-11-20T09:00:00.000Z'));
    await spec.given(`purchase-${old}`, registered(old, project, 'Old Ltd'));
    await sql`update purchases set doc = doc - 'clientReview' where id = ${old}`.execute(database());

    const expected = review('rejected', '2026-11-20T09:00:00.000Z');
    expect((await findPurchaseById(database(), a))?.clientReview).toEqual(expected);
    await spec.replayAll();
    const row = await database()
      .selectFrom('purchases')
      .select(['version', 'review_state'])
      .where('id', '=', a)
      .executeTakeFirst();
    expect(row).toEqual({ version: 3, review_state: 'rejected' });
    expect((await findPurchaseById(database(), a))?.clientReview).toEqual(expected);
    expect((await findPurchaseById(database(), old))?.clientReview).toEqual(notSubmittedReview);
  });

  it('lists the submitted purchasers of the projects asked, awaiting first, then the newest submitted', async () => {
    const [project, other] = [randomUUID(), randomUUID()];
    const [oldAwaiting, newAwaiting, approved, internal, elsewhere] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const spec = projectionSpec(database(), purchaseProjection);
    await spec.given(
      `purchase-${oldAwaiting}`,
      registered(oldAwaiting, project, 'Old Awaiting'),
      submitted(oldAwaiting, project, '2026-11-01T09:00:00.000Z'),
    );
    await spec.given(
      `purchase-${newAwaiting}`,
      registered(newAwaiting, project, 'New Awaiting'),
      submitted(newAwaiting, project, '2026-11-22T09:00:00.000Z'),
    );
    await spec.given(
      `purchase-${approved}`,
      registered(approved, project, 'Approved Ltd'),
      submitted(approved, project, '2026-11-23T09:00:00.000Z'),
      decided(approved, project, 'approved', '2026-11-23T09:00:00.000Z'),
    );
    await spec.given(`purchase-${internal}`, registered(internal, project, 'Internal Ltd'));
    await spec.given(
      `purchase-${elsewhere}`,
      registered(elsewhere, other, 'Elsewhere Ltd'),
      submitted(elsewhere, other, '2026-11-22T09:00:00.000Z'),
    );

    const items = await findPurchaserApprovalItems(database(), [project]);
    expect(items.map((item) => item.title)).toEqual(['New Awaiting', 'Old Awaiting', 'Approved Ltd']);
    expect(items[0]).toEqual({
      kind: 'purchaser',
      _id: newAwaiting,
      project: { _id: project, projectName: 'Sale of Acme' },
      title: 'New Awaiting',
      review: review('awaiting', '2026-11-22T09:00:00.000Z'),
      file: null,
    });
    expect(await findPurchaserApprovalItems(database(), [])).toEqual([]);

    const overdue = await findOverduePurchaserApprovals(database(), { now, dueDays: 5, projectId: project });
    expect(overdue).toEqual([
      {
        kind: 'purchaser',
        _id: oldAwaiting,
        project: { _id: project, projectName: 'Sale of Acme', reference: '' },
        client: { _id: expect.any(String), companyName: 'Acme' },
        title: 'Old Awaiting',
        submittedAt: '2026-11-01T09:00:00.000Z',
        daysWaiting: 23,
      },
    ]);
    const everywhere = await findOverduePurchaserApprovals(database(), { now, dueDays: 1 });
    expect(everywhere.map((item) => item._id)).toEqual(expect.arrayContaining([oldAwaiting, newAwaiting, elsewhere]));
    expect(everywhere.map((item) => item._id)).not.toContain(approved);
  });

  it('counts the approached purchasers (a stage, a contact or approved) and the ticks', async () => {
    const project = randomUUID();
    const [staged, approved, ticks, idle] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const spec = projectionSpec(database(), purchaseProjection);
    await spec.given(`purchase-${staged}`, registered(staged, project, 'Staged', 'Interested'));
    await spec.given(
      `purchase-${approved}`,
      registered(approved, project, 'Approved'),
      submitted(approved, project, '2026-11-20T09:00:00.000Z'),
      decided(approved, project, 'approved', '2026-11-20T09:00:00.000Z'),
    );
    await spec.given(
      `purchase-${ticks}`,
      registered(ticks, project, 'Ticks', 'NDA'),
      { type: 'PurchaseNdaSent', data: { purchaseId: ticks, from: unticked, to: ticked } },
      { type: 'PurchaseNdaSigned', data: { purchaseId: ticks, from: unticked, to: ticked } },
    );
    await spec.given(`purchase-${idle}`, registered(idle, project, 'Idle'));
    expect(await countPurchaserMilestones(database(), project)).toEqual({
      approached: 3,
      ndaSent: 1,
      ndaSigned: 1,
      imSent: 0,
    });
  });
});
