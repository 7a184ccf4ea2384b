import { describe, expect, it } from 'vitest';
import { newCompanyFormValues, parseFormValues, toFormValues } from './companyFormValues.js';

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

describe('parseFormValues', () => {
  it('turns the form into the fields the API takes', () => {
    const parsed = parseFormValues({
      ...newCompanyFormValues(),
      companyName: '  Acme Ltd ',
      domain: 'ACME.co.uk',
      revenue: '£1,250,000',
      industryType: 'Legal',
      isClient: true,
    });
    expect(parsed).toMatchObject({
      ok: true,
      fields: {
        companyName: 'Acme Ltd',
        domain: 'acme.co.uk',
        revenue: 1250000,
        industryType: 'Legal',
        opportunitySource: null,
        isClient: true,
      },
    });
  });

  it('reports each invalid field with the schema message', () => {
    const parsed = parseFormValues({
      ...newCompanyFormValues(),
      companyName: '   ',
      domain: 'not a domain',
      logoUrl: 'ftp://x',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.companyName).toBe('companyName is required');
    expect(parsed.errors.domain).toBe('domain must look like example.com');
    expect(parsed.errors.logoUrl).toBe('logoUrl must be an http(s) URL');
    expect(parsed.errors.revenue).toBeUndefined();
  });

  it('refuses revenue that is not a number, or negative', () => {
    const text = parseFormValues({ ...newCompanyFormValues(), companyName: 'A', revenue: 'lots' });
    expect(text).toEqual({ ok: false, errors: { revenue: 'Revenue must be a number, e.g. 1250000' } });
    const negative = parseFormValues({ ...newCompanyFormValues(), companyName: 'A', revenue: '-5' });
    expect(negative).toEqual({ ok: false, errors: { revenue: 'revenue cannot be negative' } });
  });

  it('round-trips a record through the form unchanged', () => {
    const original = parseFormValues({ ...newCompanyFormValues(), companyName: 'Acme', revenue: '42' });
    if (!original.ok) throw new Error('fixture must be valid');
    expect(parseFormValues(toFormValues(original.fields))).toEqual(original);
  });
});
