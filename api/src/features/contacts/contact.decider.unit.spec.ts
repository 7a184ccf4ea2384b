import { describe, expect, it } from 'vitest';
import {
  contactFieldsSchema,
  type CompanyRef,
  type ContactCommand,
  type ContactEvent,
  type ContactFields,
} from '@dealbook/contracts';
import { contactDecider } from './contact.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const contactId = '0193a000-0000-7000-8000-000000000001';
const acme: CompanyRef = { companyId: '0193a000-0000-7000-8000-0000000000a1', companyName: 'Acme Ltd' };
const beta: CompanyRef = { companyId: '0193a000-0000-7000-8000-0000000000b2', companyName: 'Beta LLP' };
const gamma: CompanyRef = { companyId: '0193a000-0000-7000-8000-0000000000c3', companyName: 'Gamma plc' };

const fields = (overrides: Partial<ContactFields> = {}): ContactFields => ({
  ...contactFieldsSchema.parse({ firstName: 'Ada', lastName: 'Lovelace' }),
  ...overrides,
});

const registered = (overrides: Partial<ContactFields> = {}): ContactEvent => ({
  type: 'ContactRegistered',
  data: { contactId, reference: 'CON-000001', fields: fields(overrides) },
});
const joined = (company: CompanyRef): ContactEvent => ({
  type: 'ContactJoinedCompany',
  data: { contactId, ...company },
});
const left = (company: CompanyRef): ContactEvent => ({ type: 'ContactLeftCompany', data: { contactId, ...company } });
const referred = (company: CompanyRef): ContactEvent => ({
  type: 'ContactReferralAdded',
  data: { contactId, ...company },
});
const deleted: ContactEvent = { type: 'ContactDeleted', data: { contactId, fullName: 'Ada Lovelace' } };

/** given past events, when a command: the events it decides. */
const given = deciderSpec(contactDecider);

const register = (companies: CompanyRef[] = [], referrals: CompanyRef[] = []): ContactCommand => ({
  type: 'RegisterContact',
  contactId,
  reference: 'CON-000001',
  fields: fields(),
  companies,
  referrals,
});

describe('contact decider', () => {
  describe('RegisterContact', () => {
    it('registers the contact with its reference, then links its companies and referrals in order', () => {
      given()
        .when(register([beta, acme], [gamma]))
        .then([registered(), joined(beta), joined(acme), referred(gamma)]);
    });

    it('links a company named twice only once', () => {
      given()
        .when(register([acme, acme]))
        .then([registered(), joined(acme)]);
    });

    it('refuses an id already registered, even once deleted, as a conflict', () => {
      given(registered()).when(register()).thenRefuses({ code: 'conflict' });
      given(registered(), deleted).when(register()).thenRefuses({ code: 'conflict' });
    });

    it('refuses a blank name', () => {
      const error = given()
        .when({ ...register(), fields: fields({ lastName: ' ' }) } as ContactCommand)
        .thenRefuses();
      expect(error.code).toBe('validation');
      expect(error.details).toEqual({ lastName: 'lastName is required' });
    });
  });

  describe('UpdateContact', () => {
    it('records the plain field edits in one ContactUpdated with old and new values', () => {
      const decide = given(registered({ jobTitle: 'Analyst' })).when({
        type: 'UpdateContact',
        contactId,
        changes: { jobTitle: 'Director', email: 'ada@example.com', firstName: 'Ada' },
      });
      decide.then([
        {
          type: 'ContactUpdated',
          data: {
            contactId,
            changes: { jobTitle: { from: 'Analyst', to: 'Director' }, email: { from: '', to: 'ada@example.com' } },
          },
        },
      ]);
    });

    it('names each business transition with its own event', () => {
      const on = given(registered()).when({
        type: 'UpdateContact',
        contactId,
        changes: { doNotContact: true, isAmbassador: true, hasSignedAmbassadorNDA: true },
      });
      expect(on.events().map((e) => e.type)).toEqual([
        'ContactMadeAmbassador',
        'ContactAmbassadorNdaSigned',
        'ContactMarkedDoNotContact',
      ]);
      expect(on.events()[2]!.data).toEqual({ contactId, changes: { doNotContact: { from: false, to: true } } });

      const off = given(registered({ doNotContact: true, isAmbassador: true, hasSignedAmbassadorNDA: true })).when({
        type: 'UpdateContact',
        contactId,
        changes: { doNotContact: false, isAmbassador: false, hasSignedAmbassadorNDA: false },
      });
      expect(off.events().map((e) => e.type)).toEqual([
        'ContactAmbassadorRoleEnded',
        'ContactAmbassadorNdaWithdrawn',
        'ContactDoNotContactLifted',
      ]);
    });

    it('records nothing when nothing changes', () => {
      given(registered())
        .when({ type: 'UpdateContact', contactId, changes: { firstName: 'Ada' } })
        .then([]);
    });

    it('turns a whole new companies list into the links that end and those appended', () => {
      const decide = given(registered(), joined(acme), joined(beta)).when({
        type: 'UpdateContact',
        contactId,
        changes: {},
        companies: [gamma, beta],
      });
      decide.then([left(acme), joined(gamma)]);
    });

    it('leaves links alone when the body carries no list', () => {
      given(registered(), joined(acme)).when({ type: 'UpdateContact', contactId, changes: {} }).then([]);
    });

    it('refuses a deleted or unknown contact as not found', () => {
      const update: ContactCommand = { type: 'UpdateContact', contactId, changes: { city: 'Leeds' } };
      given().when(update).thenRefuses({ code: 'not_found' });
      given(registered(), deleted).when(update).thenRefuses({ code: 'not_found' });
    });
  });

  describe('company links', () => {
    it('appends a company and ignores linking it again', () => {
      const link: ContactCommand = { type: 'LinkContactToCompany', contactId, company: beta };
      given(registered(), joined(acme))
        .when(link)
        .then([joined(beta)]);
      given(registered(), joined(beta)).when(link).then([]);
    });

    it('unlinks with the name recorded at linking, and refuses a company not linked', () => {
      expect(
        given(registered(), joined(acme))
          .when({
            type: 'UnlinkContactFromCompany',
            contactId,
            companyId: acme.companyId,
          })
          .events(),
      ).toEqual([left(acme)]);
      const error = given(registered(), joined(acme), left(acme))
        .when({
          type: 'UnlinkContactFromCompany',
          contactId,
          companyId: acme.companyId,
        })
        .thenRefuses();
      expect(error.code).toBe('not_found');
      expect(error.message).toContain(acme.companyId);
    });

    it('refuses a 51st company', () => {
      const many = Array.from({ length: 50 }, (_, i) =>
        joined({ companyId: `0193a000-0000-7000-8000-${String(i).padStart(12, '0')}`, companyName: `Co ${i}` }),
      );
      const error = given(registered(), ...many)
        .when({ type: 'LinkContactToCompany', contactId, company: acme })
        .thenRefuses();
      expect(error.code).toBe('validation');
    });

    it('adds and removes referrals', () => {
      given(registered())
        .when({ type: 'AddContactReferral', contactId, company: acme })
        .then([referred(acme)]);
      expect(
        given(registered(), referred(acme))
          .when({
            type: 'RemoveContactReferral',
            contactId,
            companyId: acme.companyId,
          })
          .events(),
      ).toEqual([{ type: 'ContactReferralRemoved', data: { contactId, ...acme } }]);
      expect(
        given(registered()).when({ type: 'RemoveContactReferral', contactId, companyId: acme.companyId }).thenRefuses()
          .code,
      ).toBe('not_found');
    });
  });

  describe('DeleteContact', () => {
    it('deletes once, recording the name', () => {
      given(registered()).when({ type: 'DeleteContact', contactId }).then([deleted]);
      expect(given(registered(), deleted).when({ type: 'DeleteContact', contactId }).thenRefuses().code).toBe(
        'not_found',
      );
    });
  });

  describe('EraseContact (issue 37)', () => {
    const erase: ContactCommand = { type: 'EraseContact', contactId, reason: 'Art. 17 request' };
    const erased: ContactEvent = { type: 'ContactErased', data: { contactId, reason: 'Art. 17 request' } };

    it('records the erasure with its reason and nothing of the person', () => {
      given(registered(), joined(acme)).when(erase).then([erased]);
    });

    it('keeps no field of the person in the state', () => {
      expect(given(registered({ email: 'ada@example.com' }), joined(acme), erased).state).toMatchObject({
        erased: true,
        fields: null,
        companies: [],
      });
    });

    it('refuses every further command, the erasure too, with a 409 in words', () => {
      const after = given(registered(), erased);
      for (const command of [
        erase,
        { type: 'UpdateContact', contactId, changes: { firstName: 'Ada' } },
        { type: 'DeleteContact', contactId },
        { type: 'LinkContactToCompany', contactId, company: acme },
        { type: 'RecordContactPersonalDataExport', contactId },
      ] satisfies ContactCommand[])
        after.when(command).thenRefuses({ code: 'conflict', message: 'This person was erased' });
    });

    it('answers not found for a contact never registered or deleted', () => {
      given().when(erase).thenRefuses({ code: 'not_found' });
      given(registered(), deleted).when(erase).thenRefuses({ code: 'not_found' });
    });
  });
});
