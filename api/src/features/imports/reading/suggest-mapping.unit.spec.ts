import { describe, expect, it } from 'vitest';
import { companyExportColumns } from '../../companies/company-export-columns.js';
import { contactExportColumns } from '../../contacts/contact-export-columns.js';
import { sheetColumns } from '../../../platform/exports/spreadsheet-cells.js';
import type { TableColumn } from '../../../platform/exports/table-columns.js';
import { projectExportColumns } from '../../projects/project-export-columns.js';
import { headersKey, suggestMapping, suggestMatchKey } from './suggest-mapping.js';

const headersOf = <T>(columns: readonly TableColumn<T>[]) =>
  sheetColumns(columns, 'Europe/London').map((column) => column.header);

/** Columns an export writes that no import field takes: read-only, or several fields in one cell. */
const notImportable = new Set(['Updated', 'Roles', 'Reference', 'Companies', 'Bluebox contacts', 'Purchasers']);

describe('suggestMapping of an exported file', () => {
  it('maps every column of the companies export that a field can take', () => {
    const headers = headersOf(companyExportColumns);
    expect(Object.fromEntries(headers.map((h, at) => [h, suggestMapping('companies', headers)[at]]))).toEqual({
      Company: 'companyName',
      Domain: 'domain',
      Roles: null,
      Industry: 'industryType',
      'Opportunity source': 'opportunitySource',
      City: 'city',
      Country: 'country',
      Revenue: 'revenue',
      Ambassador: 'isAmbassador',
      'Do not contact': 'doNotContact',
      Updated: null,
    });
  });

  it('maps the contacts and projects exports too', () => {
    const contacts = headersOf(contactExportColumns);
    const contactMapping = suggestMapping('contacts', contacts);
    contacts.forEach((header, at) => {
      if (header === 'Companies') expect(contactMapping[at]).toBe('companyName');
      else expect(contactMapping[at] === null, header).toBe(notImportable.has(header));
    });
    const projects = headersOf(projectExportColumns(undefined));
    expect(suggestMapping('projects', projects)).toEqual([
      'reference',
      'projectName',
      'clientName',
      'status',
      'opportunityStatus',
      'dealStatus',
      'serviceOfInterest',
      'velocityProducts',
      'ownerEmail',
      null,
      'introductionDate',
      'initialMeetingDate',
      'dateClientSigned',
      'expectedCompletion',
      null,
      null,
    ]);
  });

  it("maps a money-laundering tick written as two columns, by the exports' labels or spec §9's names", () => {
    expect(
      suggestMapping('projects', [
        'Money-laundering checklist sent (ticked)',
        'Money-laundering checklist sent (date)',
        'moneyLaunderingInformationReceived_checked',
        'moneyLaunderingInformationReceived_date',
      ]),
    ).toEqual([
      'moneyLaunderingChecklistSent_checked',
      'moneyLaunderingChecklistSent_date',
      'moneyLaunderingInformationReceived_checked',
      'moneyLaunderingInformationReceived_date',
    ]);
  });
});

describe('suggestMapping of other files', () => {
  it('knows the usual other names, any case and punctuation', () => {
    expect(
      suggestMapping('companies', ['Organisation', 'Web site', 'PHONE', 'Zip', 'Street address', 'Town', 'Sector']),
    ).toEqual(['companyName', 'domain', 'telephone', 'postcode', 'line1', 'city', 'industryType']);
    expect(suggestMapping('companies', ['Organization'])).toEqual(['companyName']);
    expect(suggestMapping('companies', ['URL'])).toEqual(['domain']);
    expect(suggestMapping('contacts', ['E-mail', 'Forename', 'Surname', 'Mobile phone', 'Post code'])).toEqual([
      'email',
      'firstName',
      'lastName',
      'mobile',
      'postcode',
    ]);
    expect(suggestMapping('contacts', ['Email address', 'Phone'])).toEqual(['email', 'telephone']);
  });

  it('takes field names as they are stored, and close spellings', () => {
    expect(suggestMapping('companies', ['companyName', 'investmentNotes', 'Compnay name'])).toEqual([
      'companyName',
      'investmentNotes',
      null,
    ]);
    expect(suggestMapping('contacts', ['Frist name', 'Last nmae', 'Emial', 'Mail merge'])).toEqual([
      'firstName',
      'lastName',
      'email',
      null,
    ]);
  });

  it('never maps two columns to one field: the better match wins, then the one on the left', () => {
    expect(suggestMapping('companies', ['Website', 'Domain'])).toEqual([null, 'domain']);
    expect(suggestMapping('companies', ['Company', 'Company name'])).toEqual([null, 'companyName']);
    expect(suggestMapping('companies', ['Compnay name', 'Company'])).toEqual([null, 'companyName']);
    expect(suggestMapping('contacts', ['Email', 'E-mail'])).toEqual(['email', null]);
  });

  it('does not take one numbered column for another', () => {
    expect(suggestMapping('companies', ['Address line 3', 'Address line 2'])).toEqual([null, 'line2']);
  });

  it('leaves unknown and empty headers unmapped', () => {
    expect(suggestMapping('contacts', ['Favourite colour', '', '   '])).toEqual([null, null, null]);
  });

  it('spells out no table of edits for a header far longer than any name (a megabyte of header)', () => {
    // Issue 31: each field's name was compared letter by letter with the whole header.
    const long = 'Compnay name ' + 'x'.repeat(1_000_000);
    expect(suggestMapping('companies', [long, 'Compnay name', 'Domian'])).toEqual([null, 'companyName', 'domain']);
  });
});

describe('headersKey', () => {
  it('is the same for the same columns written differently, and differs in another order', () => {
    expect(headersKey(['Company Name', 'E-mail'])).toBe(headersKey([' company name', 'E mail ']));
    expect(headersKey(['Company Name', 'E-mail'])).toBe('company name|e mail');
    expect(headersKey(['E-mail', 'Company Name'])).not.toBe(headersKey(['Company Name', 'E-mail']));
  });
});

describe('suggestMatchKey', () => {
  it('offers the domain for companies when a column holds it, else the name; e-mail; reference', () => {
    expect(suggestMatchKey('companies', ['companyName', 'domain'])).toBe('domain');
    expect(suggestMatchKey('companies', ['companyName', null])).toBe('companyName');
    expect(suggestMatchKey('contacts', [])).toBe('email');
    expect(suggestMatchKey('projects', [])).toBe('reference');
  });
});
