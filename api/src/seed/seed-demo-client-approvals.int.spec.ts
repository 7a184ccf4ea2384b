import { describe, expect, it } from 'vitest';
import { DefaultClientApprovalDueDays } from '@dealbook/contracts';
import {
  findClientUser,
  findClientProjects,
  findOverduePurchaserApprovals,
  findPurchaserApprovalItems,
} from '@dealbook/projections';
import { bootApp } from '../../../test/support/boot-app.js';

// One first start with demo data, as `npm start` makes it.
const app = bootApp('seed_client_approvals', { DEMO_DATA: 'true' });

describe('the demo client approvals', () => {
  it('give the demo client three purchasers to decide (one overdue), one approved and one rejected with a reason', async () => {
    const db = app.persistence.db;
    const client = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'client@dealbook.local')
      .executeTakeFirstOrThrow();
    const projects = await findClientProjects(db, (await findClientUser(db, client.id)).companyIds);
    const items = await findPurchaserApprovalItems(
      db,
      projects.map((p) => p.id),
    );
    expect(items.map((item) => item.review.state)).toEqual([
      'awaiting',
      'awaiting',
      'awaiting',
      'rejected',
      'approved',
    ]);
    expect(items.find((item) => item.review.state === 'rejected')?.review.comment).toBe(
      'We know them — a competitor, please don’t approach',
    );
    const overdue = await findOverduePurchaserApprovals(db, {
      now: new Date(),
      dueDays: DefaultClientApprovalDueDays,
      projectId: projects[0]!.id,
    });
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.daysWaiting).toBe(8);
  });
});
