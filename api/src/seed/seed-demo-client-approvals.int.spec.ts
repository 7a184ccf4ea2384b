import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DefaultClientApprovalDueDays } from '@dealbook/contracts';
import {
  findClientUser,
  findClientProjects,
  findOverduePurchaserApprovals,
  findPurchaserApprovalItems,
} from '@dealbook/projections';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { createApp, type DealbookApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';

let database: TestDatabase;
let dealbook: DealbookApp;

// One first start with demo data, as `npm start` makes it.
beforeAll(async () => {
  database = await createTestDatabase('seed_client_approvals');
  const config = loadConfig({ DATABASE_URL: database.url, NODE_ENV: 'test', DEMO_DATA: 'true' });
  dealbook = await createApp(config, { logger: false, serveWeb: false });
}, 120_000);

afterAll(async () => {
  await dealbook?.close();
  await database?.drop();
});

describe('the demo client approvals', () => {
  it('give the demo client three purchasers to decide (one overdue), one approved and one rejected with a reason', async () => {
    const db = dealbook.persistence.db;
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
