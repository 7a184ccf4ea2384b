import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactFieldsSchema, type ContactEvent } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { contactProjection } from './contact.projection.js';
import { findEmployeesOfCompanies } from './employee.queries.js';

/**
 * What the contacts read model holds after a contact's events: the full name following first- and
 * last-name edits, flag transitions landing on their fields, company and referral lists that gain
 * an id once and lose it cleanly, a company's employees (contact_companies) in step with them, and
 * nothing left of a deleted contact — replays included.
 */
const database = useReadModelDatabase('contact_projection');

const registered = (contactId: string): ContactEvent => ({
  type: 'ContactRegistered',
  data: {
    contactId,
    reference: `C-${contactId.slice(0, 6)}`,
    fields: contactFieldsSchema.parse({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
  },
});
const joined = (contactId: string, companyId: string): ContactEvent => ({
  type: 'ContactJoinedCompany',
  data: { contactId, companyId, companyName: 'Acme' },
});
const left = (contactId: string, companyId: string): ContactEvent => ({
  type: 'ContactLeftCompany',
  data: { contactId, companyId, companyName: 'Acme' },
});

async function contactRow(contactId: string) {
  return database()
    .selectFrom('contacts')
    .select(['version', 'doc', 'full_name'])
    .where('id', '=', contactId)
    .executeTakeFirst();
}

async function employeeIds(companyId: string): Promise<string[]> {
  const employees = await findEmployeesOfCompanies(database(), [companyId]);
  return (employees.get(companyId) ?? []).map((employee) => employee._id);
}

describe('contacts projection', () => {
  it('keeps the full name following edits of the first and the last name', async () => {
    const contactId = randomUUID();
    const spec = projectionSpec(database(), contactProjection);
    await spec.given(`contact-${contactId}`, registered(contactId));
    expect(await contactRow(contactId)).toMatchObject({
      version: 1,
      full_name: 'Ada Lovelace',
      doc: { fullName: 'Ada Lovelace', companies: [], referrals: [], tasks: [], notes: [] },
    });

    await spec.given(
      `contact-${contactId}`,
      { type: 'ContactUpdated', data: { contactId, changes: { lastName: { from: 'Lovelace', to: 'King' } } } },
      {
        type: 'ContactUpdated',
        data: { contactId, changes: { firstName: { from: 'Ada', to: 'Augusta' }, jobTitle: { from: '', to: 'CFO' } } },
      },
    );
    expect(await contactRow(contactId)).toMatchObject({
      version: 3,
      full_name: 'Augusta King',
      doc: {
        firstName: 'Augusta',
        lastName: 'King',
        fullName: 'Augusta King',
        jobTitle: 'CFO',
        email: 'ada@example.com',
      },
    });
  });

  it('lands each flag transition on its field', async () => {
    const contactId = randomUUID();
    await projectionSpec(database(), contactProjection).given(
      `contact-${contactId}`,
      registered(contactId),
      { type: 'ContactMarkedDoNotContact', data: { contactId, changes: { doNotContact: { from: false, to: true } } } },
      { type: 'ContactMadeAmbassador', data: { contactId, changes: { isAmbassador: { from: false, to: true } } } },
      {
        type: 'ContactAmbassadorNdaSigned',
        data: { contactId, changes: { hasSignedAmbassadorNDA: { from: false, to: true } } },
      },
      { type: 'ContactDoNotContactLifted', data: { contactId, changes: { doNotContact: { from: true, to: false } } } },
    );
    expect((await contactRow(contactId))?.doc).toMatchObject({
      doNotContact: false,
      isAmbassador: true,
      hasSignedAmbassadorNDA: true,
      fullName: 'Ada Lovelace',
    });
  });

  it('lists a company once per employment and keeps the company’s employees in step, replay included', async () => {
    const contactId = randomUUID();
    const [acme, apex] = [randomUUID(), randomUUID()];
    const spec = projectionSpec(database(), contactProjection);
    await spec.given(
      `contact-${contactId}`,
      registered(contactId),
      joined(contactId, acme),
      joined(contactId, apex),
      joined(contactId, acme),
      { type: 'ContactReferralAdded', data: { contactId, companyId: apex, companyName: 'Apex' } },
    );
    expect((await contactRow(contactId))?.doc).toMatchObject({ companies: [acme, apex], referrals: [apex] });
    expect(await employeeIds(acme)).toEqual([contactId]);
    expect(await employeeIds(apex)).toEqual([contactId]);

    await spec.given(`contact-${contactId}`, left(contactId, acme), {
      type: 'ContactReferralRemoved',
      data: { contactId, companyId: apex, companyName: 'Apex' },
    });
    expect((await contactRow(contactId))?.doc).toMatchObject({ companies: [apex], referrals: [] });
    expect(await employeeIds(acme)).toEqual([]);
    expect(await employeeIds(apex)).toEqual([contactId]);

    await spec.replayAll();
    expect(await contactRow(contactId)).toMatchObject({ version: 7, doc: { companies: [apex], referrals: [] } });
    expect(await employeeIds(apex)).toEqual([contactId]);
  });

  it('removes a deleted contact and its employments, and they stay gone on replay', async () => {
    const contactId = randomUUID();
    const companyId = randomUUID();
    const colleague = randomUUID();
    const spec = projectionSpec(database(), contactProjection);
    await spec.given(`contact-${colleague}`, registered(colleague), joined(colleague, companyId));
    await spec.given(`contact-${contactId}`, registered(contactId), joined(contactId, companyId));
    expect(await employeeIds(companyId)).toEqual([colleague, contactId].sort());

    await spec.given(`contact-${contactId}`, {
      type: 'ContactDeleted',
      data: { contactId, fullName: 'Ada Lovelace' },
    });
    expect(await contactRow(contactId)).toBeUndefined();
    expect(await employeeIds(companyId)).toEqual([colleague]);

    await spec.replayAll();
    expect(await contactRow(contactId)).toBeUndefined();
    expect(await employeeIds(companyId)).toEqual([colleague]);
  });
});
