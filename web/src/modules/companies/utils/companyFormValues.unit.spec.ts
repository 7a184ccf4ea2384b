import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import { companyFieldLabels } from './companyFieldLabels.js';
import { companyFormSchema, newCompanyFormValues, toFormValues, type CompanyFormValues } from './companyFormValues.js';

const check = (values: CompanyFormValues) => checkForm(companyFormSchema, companyFieldLabels, values);

describe('newCompanyFormValues', () => {
  it('starts with the spec defaults: a contact, no revenue, nothing chosen', () => {
    const values = newCompanyFormValues();
    expect(values.companyName).toBe('');
    expect(values.isContact).toBe(true);
    expect(values.isAmbassador).toBe(false);
    expect(values.revenue).toBe('');
    expect(values.industryType).toBe('');
    expect(values.relationshipTypes).toEqual([]);
  });
});

describe('companyFormSchema', () => {
  it('turns the form into the fields the API takes', async () => {
    const checked = await check({
      ...newCompanyFormValues(),
      companyName: '  Acme Ltd ',
      domain: 'ACME.co.uk',
      revenue: '£1,250,000',
      industryType: 'Legal',
      isClient: true,
    });
    expect(checked).toMatchObject({
      ok: true,
      output: {
        companyName: 'Acme Ltd',
        domain: 'acme.co.uk',
        revenue: 1250000,
        industryType: 'Legal',
        opportunitySource: null,
        isClient: true,
      },
    });
  });

  it("reports each invalid field with the schema's rule in the field's label", async () => {
    const checked = await check({
      ...newCompanyFormValues(),
      companyName: '   ',
      domain: 'not a domain',
      logoUrl: 'ftp://x',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        companyName: 'Company name is required',
        domain: 'Domain must look like example.com',
        logoUrl: 'Logo URL must be an http(s) URL',
      },
    });
  });

  it('refuses revenue that is not a number, or negative', async () => {
    expect(await check({ ...newCompanyFormValues(), companyName: 'A', revenue: 'lots' })).toEqual({
      ok: false,
      errors: { revenue: 'Revenue must be a number, e.g. 1250000' },
    });
    expect(await check({ ...newCompanyFormValues(), companyName: 'A', revenue: '-5' })).toEqual({
      ok: false,
      errors: { revenue: 'Revenue (£) cannot be negative' },
    });
  });

  it('round-trips a record through the form unchanged', async () => {
    const original = await check({ ...newCompanyFormValues(), companyName: 'Acme', revenue: '42' });
    if (!original.ok) throw new Error('fixture must be valid');
    expect(await check(toFormValues(original.output))).toEqual(original);
  });
});
