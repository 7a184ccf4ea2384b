import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companyFieldsSchema, type CompanyEvent } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { companyProjection } from './company.projection.js';
import { findCompanyById } from './company.queries.js';

/**
 * What the companies read model holds after a company's events: its fields with empty link lists,
 * edits merged field by field, the name column the lists search kept in step, replays that never
 * bring an older value back, and no row once it is deleted.
 */
const database = useReadModelDatabase('company_projection');

const registered = (companyId: string, companyName: string): CompanyEvent => ({
  type: 'CompanyRegistered',
  data: { companyId, fields: companyFieldsSchema.parse({ companyName, city: 'Leeds', revenue: 1200 }) },
});
const renamed = (companyId: string, from: string, to: string): CompanyEvent => ({
  type: 'CompanyUpdated',
  data: { companyId, changes: { companyName: { from, to } } },
});

async function nameColumn(companyId: string): Promise<string | undefined> {
  const row = await database()
    .selectFrom('companies')
    .select('company_name')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.company_name;
}

describe('companies projection', () => {
  it('registers a company with its fields and empty link lists', async () => {
    const companyId = randomUUID();
    await projectionSpec(database(), companyProjection).given(`company-${companyId}`, registered(companyId, 'Acme'));
    const company = await findCompanyById(database(), companyId);
    expect(company).toMatchObject({
      _id: companyId,
      version: 1,
      companyName: 'Acme',
      city: 'Leeds',
      revenue: 1200,
      isContact: true,
      isClient: false,
      tasks: [],
      notes: [],
      employees: [],
      purchases: [],
    });
    expect(company?.createdAt).toBe(company?.updatedAt);
    expect(await nameColumn(companyId)).toBe('Acme');
  });

  it('merges an edit and a role change into the fields they name and leaves the rest', async () => {
    const companyId = randomUUID();
    const spec = projectionSpec(database(), companyProjection);
    await spec.given(
      `company-${companyId}`,
      registered(companyId, 'Acme'),
      { type: 'CompanyUpdated', data: { companyId, changes: { city: { from: 'Leeds', to: 'York' } } } },
      {
        type: 'CompanyRoleFlagsChanged',
        data: { companyId, changes: { isClient: { from: false, to: true }, isBuyer: { from: false, to: true } } },
      },
    );
    const company = await findCompanyById(database(), companyId);
    expect(company).toMatchObject({
      version: 3,
      companyName: 'Acme',
      city: 'York',
      revenue: 1200,
      isClient: true,
      isBuyer: true,
      isLawyer: false,
    });
    expect(company?.updatedAt).not.toBe(company?.createdAt);
  });

  it('keeps the searched name column in step with renames, and a replay never brings an older name back', async () => {
    const companyId = randomUUID();
    const spec = projectionSpec(database(), companyProjection);
    await spec.given(
      `company-${companyId}`,
      registered(companyId, 'Acme'),
      renamed(companyId, 'Acme', 'Acme Holdings'),
      renamed(companyId, 'Acme Holdings', 'Apex'),
    );
    expect(await nameColumn(companyId)).toBe('Apex');

    const before = await findCompanyById(database(), companyId);
    await spec.replayAll();
    expect(await findCompanyById(database(), companyId)).toEqual(before);
    expect(before).toMatchObject({ version: 3, companyName: 'Apex' });
    expect(await nameColumn(companyId)).toBe('Apex');
  });

  it('removes a deleted company, and it stays gone when the log is replayed', async () => {
    const companyId = randomUUID();
    const other = randomUUID();
    const spec = projectionSpec(database(), companyProjection);
    await spec.given(`company-${other}`, registered(other, 'Bystander'));
    await spec.given(`company-${companyId}`, registered(companyId, 'Acme'), {
      type: 'CompanyDeleted',
      data: { companyId, companyName: 'Acme' },
    });
    expect(await findCompanyById(database(), companyId)).toBeUndefined();

    await spec.replayAll();
    expect(await findCompanyById(database(), companyId)).toBeUndefined();
    expect(await findCompanyById(database(), other)).toMatchObject({ companyName: 'Bystander', version: 1 });
  });
});
