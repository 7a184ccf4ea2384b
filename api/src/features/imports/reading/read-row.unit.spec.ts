import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { companyFieldsSchema, type Company, type ProjectListItem } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { companyExportColumns } from '../../companies/company-export-columns.js';
import { writeSpreadsheet } from '../../../platform/exports/spreadsheet-writer.js';
import type { TableColumn } from '../../../platform/exports/table-columns.js';
import { projectExportColumns } from '../../projects/project-export-columns.js';
import { readImportFile, type ImportRow } from './import-file.js';
import { fieldsForCreate, readRow } from './read-row.js';
import { suggestMapping } from './suggest-mapping.js';

const options = { timeZone: 'Europe/London', importedAt: '2026-11-24T10:00:00.000Z' };

describe('readRow: companies', () => {
  const columns = [
    'companyName',
    'domain',
    'revenue',
    'industryType',
    'relationshipTypes',
    'isAmbassador',
    null,
    'telephone',
    'investmentPreferredCompanyValuations',
  ];

  it('converts each mapped, non-empty cell and checks it with the contract schema', () => {
    const reading = readRow(
      'companies',
      columns,
      [
        '  Acme Ltd ',
        'https://www.Acme.co.uk/about',
        '£1,234.50',
        'Food And Beverage',
        'Client; Prospect; client',
        'Yes',
        'ignored: not mapped',
        "'+44 20 7946 0000",
        '£0m to £5m | Greater than £250m',
      ],
      options,
    );
    expect(reading).toEqual({
      ok: true,
      given: {
        companyName: 'Acme Ltd',
        domain: 'acme.co.uk',
        revenue: 1234.5,
        industryType: 'FoodAndBeverage',
        relationshipTypes: ['Client', 'Prospect'],
        isAmbassador: true,
        telephone: '+44 20 7946 0000',
        investmentPreferredCompanyValuations: ['£0m to £5m', 'Greater than £250m'],
      },
      lookups: {},
    });
  });

  it('leaves empty cells out (an update keeps the field, a create takes the default)', () => {
    expect(readRow('companies', columns, ['Acme', '', '  ', '', '', ''], options)).toEqual({
      ok: true,
      given: { companyName: 'Acme' },
      lookups: {},
    });
  });

  it('names every bad field by its label, what was wrong and what is expected', () => {
    const reading = readRow(
      'companies',
      columns,
      ['Acme', 'not a domain', '12k', 'Tech', 'Client, Friend', 'maybe'],
      options,
    );
    expect(reading).toEqual({
      ok: false,
      reason: [
        'Domain: "not a domain" must look like example.com',
        'Revenue (£): "12k" is not a number',
        'Industry: "Tech" is not one of the industries (e.g. Technology, Biotechnology, Telecommunications)',
        'Relationship types: "Friend" is not one of the relationship types (e.g. Accountant, Accounting Delivery Partner, Actuary)',
        'Ambassador: "maybe" is not yes or no',
      ].join('; '),
    });
  });

  it('applies the contract rules the API applies', () => {
    expect(readRow('companies', ['revenue'], ['-5'], options)).toEqual({
      ok: false,
      reason: 'Revenue (£): "-5" cannot be negative',
    });
    expect(readRow('companies', ['companyName'], ['x'.repeat(201)], options)).toEqual({
      ok: false,
      reason: `Company name: "${'x'.repeat(57)}…" is longer than 200 characters`,
    });
    expect(readRow('companies', ['logoUrl'], ['ftp://x'], options)).toEqual({
      ok: false,
      reason: 'Logo URL: "ftp://x" must be an http(s) URL',
    });
  });

  it('fails a cell holding what PostgreSQL cannot store (a NUL), naming its field, as the API refuses it', () => {
    const unstorable = 'holds a character that cannot be saved (a NUL or an unpaired surrogate)';
    expect(readRow('companies', ['companyName', 'telephone'], ['Acme\u0000Ltd', '0161 111'], options)).toEqual({
      ok: false,
      reason: `Company name: ${unstorable}`,
    });
    expect(readRow('companies', ['companyName', 'city'], ['Acme', 'Le\uD800ds'], options)).toEqual({
      ok: false,
      reason: `City: ${unstorable}`,
    });
  });

  it('refuses a column mapped to a field the kind does not have (a mapping the caller should have checked)', () => {
    expect(() => readRow('companies', ['projectName'], ['x'], options)).toThrow(/projectName/);
  });
});

describe('readRow: contacts', () => {
  it('lower-cases e-mails and hands the company columns over as lookups', () => {
    expect(
      readRow(
        'contacts',
        ['firstName', 'lastName', 'email', 'companyName', 'companyDomain', 'doNotContact'],
        ['Zoë', 'Smith', ' Zoe.Smith@Acme.COM ', ' Acme Ltd ', 'http://www.acme.com/', 'x'],
        options,
      ),
    ).toEqual({
      ok: true,
      given: { firstName: 'Zoë', lastName: 'Smith', email: 'zoe.smith@acme.com', doNotContact: true },
      lookups: { companyName: 'Acme Ltd', companyDomain: 'acme.com' },
    });
    expect(readRow('contacts', ['linkedIn'], ['linkedin.com/in/zoe'], options)).toEqual({
      ok: true,
      given: { linkedIn: 'https://linkedin.com/in/zoe' },
      lookups: {},
    });
    expect(readRow('contacts', ['email'], ['bob@'], options)).toEqual({
      ok: false,
      reason: 'Email: "bob@" must be an e-mail address such as name@example.com',
    });
  });
});

describe('readRow: projects', () => {
  const columns = [
    'reference',
    'projectName',
    'clientName',
    'ownerEmail',
    'status',
    'serviceOfInterest',
    'velocityProducts',
    'expectedCompletion',
    'moneyLaunderingChecklistSent_checked',
    'moneyLaunderingChecklistSent_date',
    'moneyLaunderingInformationReceived_checked',
    'moneyLaunderingInformationReceived_date',
  ];

  it('reads enumerations by label, name or number, dates to instants, and ticks with their dates', () => {
    const reading = readRow(
      'projects',
      columns,
      [
        'PRJ-000042',
        'Project Atlas',
        'Acme Ltd',
        'Jane.Doe@Firm.co.uk',
        'Signed Client',
        '2',
        'Spotlight; List of 20 Target Buyers',
        '31/12/2026',
        'Yes',
        '2026-06-12',
        '✓',
      ],
      options,
    );
    expect(reading).toEqual({
      ok: true,
      given: {
        projectName: 'Project Atlas',
        status: 3,
        serviceOfInterest: 2,
        velocityProducts: [10, 25],
        expectedCompletion: '2026-12-31T00:00:00.000Z',
        moneyLaunderingChecklistSent: { checked: true, timestamp: '2026-06-11T23:00:00.000Z' },
        // Ticked without a date: dated when the import was made.
        moneyLaunderingInformationReceived: { checked: true, timestamp: '2026-11-24T10:00:00.000Z' },
      },
      lookups: { reference: 'PRJ-000042', clientName: 'Acme Ltd', ownerEmail: 'jane.doe@firm.co.uk' },
    });
  });

  it('takes a date alone as ticked on that date, and keeps an explicit "no"', () => {
    const reading = readRow('projects', columns, ['', '', '', '', '', '', '', '', '', '01/02/2026', 'No'], options);
    expect(reading).toEqual({
      ok: true,
      given: {
        moneyLaunderingChecklistSent: { checked: true, timestamp: '2026-02-01T00:00:00.000Z' },
        moneyLaunderingInformationReceived: { checked: false, timestamp: '2026-11-24T10:00:00.000Z' },
      },
      lookups: {},
    });
  });

  it('names bad enumerations, dates and ticks by their labels', () => {
    const reading = readRow(
      'projects',
      columns,
      ['', '', '', '', 'Pitching', '', 'Spotlight, Moonshot', '31/02/2026', 'perhaps', 'soon'],
      options,
    );
    expect(reading).toEqual({
      ok: false,
      reason: [
        'Project status: "Pitching" is not one of the project statuses (e.g. Pitch Held, Awaiting Pitch, Signed Client)',
        'Velocity products: "Moonshot" is not one of the Velocity products (e.g. Monthly Support, Monthly Subscription: Acquisition Targets, Buy A Business Classic)',
        'Expected completion: "31/02/2026" is not a date (e.g. 31/12/2026 or 2026-12-31)',
        'Money-laundering checklist sent (ticked): "perhaps" is not yes or no',
        'Money-laundering checklist sent (date): "soon" is not a date (e.g. 31/12/2026 or 2026-12-31)',
      ].join('; '),
    });
  });
});

describe('fieldsForCreate', () => {
  it('completes the record with the spec defaults', () => {
    const created = fieldsForCreate('companies', { companyName: 'Acme' });
    expect(created.ok && created.fields).toMatchObject({
      companyName: 'Acme',
      revenue: 0,
      isContact: true,
      isClient: false,
      relationshipTypes: [],
      industryType: null,
    });
  });

  it('says which required fields are missing, by label', () => {
    expect(fieldsForCreate('companies', { domain: 'acme.com' })).toEqual({
      ok: false,
      reason: 'Company name is required',
    });
    expect(fieldsForCreate('contacts', { email: 'a@b.co' })).toEqual({
      ok: false,
      reason: 'First name is required; Last name is required',
    });
    expect(fieldsForCreate('projects', {})).toEqual({ ok: false, reason: 'Project name is required' });
  });

  it("leaves a project's client and owner to the lookups", () => {
    const created = fieldsForCreate('projects', { projectName: 'Atlas' });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.fields).not.toHaveProperty('client');
    expect(created.fields).not.toHaveProperty('owner');
    expect(created.fields).toMatchObject({ projectName: 'Atlas', status: 1, velocityProducts: [] });
  });
});

/** The rows of an .xlsx the exports' writer makes of `rows`, as readImportFile gives them. */
async function exportedRows<T>(columns: readonly TableColumn<T>[], rows: T[]): Promise<ImportRow[]> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeSpreadsheet(out, { sheetName: 'Export', columns, rows, timeZone: 'Europe/London' });
  const folder = await mkdtemp(join(tmpdir(), 'exported-rows-'));
  try {
    await writeFile(join(folder, 'export.xlsx'), Buffer.concat(chunks));
    const read: ImportRow[] = [];
    for await (const row of readImportFile(join(folder, 'export.xlsx'), 'xlsx')) read.push(row);
    return read;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('an exported file imports again with the suggested mapping', () => {
  it('reads back the values a projects export wrote', async () => {
    const project = {
      reference: 'PRJ-000042',
      projectName: 'Atlas',
      client: { _id: 'c1', companyName: 'Acme Ltd', logoUrl: '', industryType: null },
      status: 6,
      opportunityStatus: 2,
      dealStatus: 7,
      isDeal: false,
      serviceOfInterest: 3,
      velocityProducts: [10, 28, 25],
      owner: { _id: 'u1', fullName: 'Jane Doe' },
      blueboxContacts: [],
      introductionDate: '2026-06-11T23:00:00.000Z',
      initialMeetingDate: '2026-07-01T08:30:00.000Z',
      dateClientSigned: '2026-01-15T00:00:00.000Z',
      expectedCompletion: '2026-12-31T00:00:00.000Z',
      purchaserCount: 3,
      updatedAt: '2026-11-20T10:00:00.000Z',
    } as unknown as ProjectListItem;
    const [header, row] = await exportedRows(projectExportColumns(undefined), [project]);
    const columns = suggestMapping('projects', header!.cells);
    expect(readRow('projects', columns, row!.cells, options)).toEqual({
      ok: true,
      given: {
        projectName: 'Atlas',
        status: 6,
        opportunityStatus: 2,
        dealStatus: 7,
        serviceOfInterest: 3,
        velocityProducts: [10, 28, 25],
        // Date columns hold the day in the firm's zone: its midnight there.
        introductionDate: '2026-06-11T23:00:00.000Z',
        initialMeetingDate: '2026-06-30T23:00:00.000Z',
        dateClientSigned: '2026-01-15T00:00:00.000Z',
        expectedCompletion: '2026-12-31T00:00:00.000Z',
      },
      lookups: { reference: 'PRJ-000042', clientName: 'Acme Ltd', ownerEmail: 'Jane Doe' },
    });
  });

  it('reads back the values a companies export wrote', async () => {
    const company = {
      ...companyFieldsSchema.parse({
        companyName: '-Minus Ltd',
        domain: 'minus.co.uk',
        industryType: 'FoodAndBeverage',
        opportunitySource: 'WordOfMouth',
        city: 'Leeds',
        country: 'United Kingdom',
        revenue: 1234567.89,
        isAmbassador: true,
        isClient: true,
      }),
      updatedAt: '2026-06-12T09:30:00.000Z',
    } as unknown as Company;
    const [header, row] = await exportedRows(companyExportColumns, [company]);
    const columns = suggestMapping('companies', header!.cells);
    expect(readRow('companies', columns, row!.cells, options)).toEqual({
      ok: true,
      given: {
        companyName: '-Minus Ltd',
        domain: 'minus.co.uk',
        industryType: 'FoodAndBeverage',
        opportunitySource: 'WordOfMouth',
        city: 'Leeds',
        country: 'United Kingdom',
        revenue: 1234567.89,
        isAmbassador: true,
        doNotContact: false,
      },
      lookups: {},
    });
  });
});
