import { describe, expect, it } from 'vitest';
import { companyFieldsSchema, type CompanyEvent, type CompanyFields } from '@dealbook/contracts';
import { companyDecider } from './company.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const companyId = '0193a000-0000-7000-8000-000000000001';

const fields = (overrides: Partial<CompanyFields> = {}): CompanyFields => ({
  ...companyFieldsSchema.parse({ companyName: 'Harrow & Finch Accountants Ltd' }),
  ...overrides,
});

const registered = (overrides: Partial<CompanyFields> = {}): CompanyEvent => ({
  type: 'CompanyRegistered',
  data: { companyId, fields: fields(overrides) },
});

/** given past events, when a command: the events it decides. */
const given = deciderSpec(companyDecider);

describe('company decider', () => {
  describe('RegisterCompany', () => {
    it('registers a new company with every field it was given', () => {
      const decide = given().when({ type: 'RegisterCompany', companyId, fields: fields({ revenue: 5 }) });
      decide.then([registered({ revenue: 5 })]);
    });

    it('refuses an id already registered, as a conflict', () => {
      const error = given(registered()).when({ type: 'RegisterCompany', companyId, fields: fields() }).thenRefuses();
      expect(error.code).toBe('conflict');
      expect(error.message).toBe(`Company ${companyId} already exists`);
    });

    it('refuses to reuse the id of a deleted company', () => {
      const deleted: CompanyEvent = {
        type: 'CompanyDeleted',
        data: { companyId, companyName: 'Harrow & Finch Accountants Ltd' },
      };
      const error = given(registered(), deleted)
        .when({ type: 'RegisterCompany', companyId, fields: fields() })
        .thenRefuses();
      expect(error.code).toBe('conflict');
    });

    it('refuses a blank company name', () => {
      const error = given()
        .when({ type: 'RegisterCompany', companyId, fields: fields({ companyName: '  ' }) })
        .thenRefuses();
      expect(error.code).toBe('validation');
      expect(error.details).toEqual({ companyName: 'companyName is required' });
    });
  });

  describe('UpdateCompany', () => {
    it('records each changed field with its old and new value', () => {
      const decide = given(registered({ city: 'Leeds', revenue: 100 })).when({
        type: 'UpdateCompany',
        companyId,
        changes: { city: 'York', revenue: 250, domain: 'harrowfinch.co.uk' },
      });
      decide.then([
        {
          type: 'CompanyUpdated',
          data: {
            companyId,
            changes: {
              domain: { from: '', to: 'harrowfinch.co.uk' },
              revenue: { from: 100, to: 250 },
              city: { from: 'Leeds', to: 'York' },
            },
          },
        },
      ]);
    });

    it('leaves out fields sent with their current value', () => {
      const decide = given(registered({ city: 'Leeds' })).when({
        type: 'UpdateCompany',
        companyId,
        changes: { city: 'Leeds', postcode: 'LS1 4DY' },
      });
      decide.then([
        {
          type: 'CompanyUpdated',
          data: { companyId, changes: { postcode: { from: '', to: 'LS1 4DY' } } },
        },
      ]);
    });

    it('produces no event when nothing changes', () => {
      const decide = given(registered({ city: 'Leeds', investorTypes: ['FamilyOffice'] })).when({
        type: 'UpdateCompany',
        companyId,
        changes: { city: 'Leeds', investorTypes: ['FamilyOffice'], isLawyer: false },
      });
      decide.then([]);
    });

    it('compares lists by value: an equal copy is no change, another order or item is', () => {
      const history = given(registered({ investmentGeographicalPreferences: ['UK', 'Europe'] }));
      const sameList = history.when({
        type: 'UpdateCompany',
        companyId,
        changes: { investmentGeographicalPreferences: ['UK', 'Europe'] },
      });
      sameList.then([]);

      const reordered = history.when({
        type: 'UpdateCompany',
        companyId,
        changes: { investmentGeographicalPreferences: ['Europe', 'UK'] },
      });
      expect(reordered.events()).toHaveLength(1);

      const extended = history.when({
        type: 'UpdateCompany',
        companyId,
        changes: { investmentGeographicalPreferences: ['UK', 'Europe', 'Asia'] },
      });
      extended.then([
        {
          type: 'CompanyUpdated',
          data: {
            companyId,
            changes: {
              investmentGeographicalPreferences: {
                from: ['UK', 'Europe'],
                to: ['UK', 'Europe', 'Asia'],
              },
            },
          },
        },
      ]);
    });

    it('records role flags arriving in an edit as their own event', () => {
      const decide = given(registered({ isClient: true })).when({
        type: 'UpdateCompany',
        companyId,
        changes: { telephone: '0113 496 0000', isClient: false, isLawyer: true },
      });
      decide.then([
        {
          type: 'CompanyUpdated',
          data: { companyId, changes: { telephone: { from: '', to: '0113 496 0000' } } },
        },
        {
          type: 'CompanyRoleFlagsChanged',
          data: {
            companyId,
            changes: { isClient: { from: true, to: false }, isLawyer: { from: false, to: true } },
          },
        },
      ]);
    });

    it('records only the flags event when only flags change', () => {
      const decide = given(registered()).when({
        type: 'UpdateCompany',
        companyId,
        changes: { isBuyer: true },
      });
      decide.then([
        {
          type: 'CompanyRoleFlagsChanged',
          data: { companyId, changes: { isBuyer: { from: false, to: true } } },
        },
      ]);
    });

    it('decides against the state after earlier edits', () => {
      const earlier: CompanyEvent = {
        type: 'CompanyUpdated',
        data: { companyId, changes: { city: { from: '', to: 'Bath' } } },
      };
      const flagged: CompanyEvent = {
        type: 'CompanyRoleFlagsChanged',
        data: { companyId, changes: { isSupplier: { from: false, to: true } } },
      };
      const decide = given(registered(), earlier, flagged).when({
        type: 'UpdateCompany',
        companyId,
        changes: { city: 'Bath', isSupplier: true, county: 'Somerset' },
      });
      decide.then([
        {
          type: 'CompanyUpdated',
          data: { companyId, changes: { county: { from: '', to: 'Somerset' } } },
        },
      ]);
    });

    it('refuses to blank the company name', () => {
      const error = given(registered())
        .when({ type: 'UpdateCompany', companyId, changes: { companyName: '' } })
        .thenRefuses();
      expect(error.code).toBe('validation');
    });

    it('answers not found for a company never registered', () => {
      const error = given()
        .when({ type: 'UpdateCompany', companyId, changes: { city: 'York' } })
        .thenRefuses();
      expect(error.code).toBe('not_found');
      expect(error.message).toBe(`Company ${companyId} was not found`);
    });

    it('answers not found for a deleted company', () => {
      const deleted: CompanyEvent = {
        type: 'CompanyDeleted',
        data: { companyId, companyName: 'Harrow & Finch Accountants Ltd' },
      };
      const error = given(registered(), deleted)
        .when({ type: 'UpdateCompany', companyId, changes: { city: 'York' } })
        .thenRefuses();
      expect(error.code).toBe('not_found');
    });
  });

  describe('DeleteCompany', () => {
    it('deletes a live company, naming it for the audit trail', () => {
      const decide = given(registered({ companyName: 'Calder Vale Foods Ltd' })).when({
        type: 'DeleteCompany',
        companyId,
      });
      decide.then([{ type: 'CompanyDeleted', data: { companyId, companyName: 'Calder Vale Foods Ltd' } }]);
    });

    it('uses the name as renamed by later edits', () => {
      const renamed: CompanyEvent = {
        type: 'CompanyUpdated',
        data: { companyId, changes: { companyName: { from: 'Old Name Ltd', to: 'New Name Ltd' } } },
      };
      const decide = given(registered({ companyName: 'Old Name Ltd' }), renamed).when({
        type: 'DeleteCompany',
        companyId,
      });
      decide.then([{ type: 'CompanyDeleted', data: { companyId, companyName: 'New Name Ltd' } }]);
    });

    it('answers not found when deleted twice or never registered', () => {
      const deleted: CompanyEvent = {
        type: 'CompanyDeleted',
        data: { companyId, companyName: 'Harrow & Finch Accountants Ltd' },
      };
      expect(given(registered(), deleted).when({ type: 'DeleteCompany', companyId }).thenRefuses().code).toBe(
        'not_found',
      );
      given().when({ type: 'DeleteCompany', companyId }).thenRefuses({ code: 'not_found' });
    });
  });
});
