import { describe, expect, it } from 'vitest';
import { BusinessRelationshipTypes, companyFieldsSchema, IndustryCategories } from '@dealbook/contracts';
import { demoCompanies } from './seed-demo-companies.js';

describe('demo companies', () => {
  const companies = demoCompanies();

  it('holds at least 240 valid companies with distinct names', () => {
    expect(companies.length).toBeGreaterThanOrEqual(240);
    for (const company of companies) expect(companyFieldsSchema.parse(company)).toEqual(company);
    expect(new Set(companies.map((c) => c.companyName)).size).toBe(companies.length);
  });

  it('is the same data set on every install', () => {
    expect(demoCompanies()).toEqual(companies);
  });

  it('covers every industry and every relationship type', () => {
    expect(new Set(companies.map((c) => c.industryType))).toEqual(new Set(IndustryCategories));
    expect(new Set(companies.flatMap((c) => c.relationshipTypes))).toEqual(new Set(BusinessRelationshipTypes));
  });

  it('sets the role flags each relationship type implies', () => {
    for (const c of companies) {
      const has = (type: (typeof BusinessRelationshipTypes)[number]) => c.relationshipTypes.includes(type);
      if (has('Lawyer')) expect(c.isLawyer, c.companyName).toBe(true);
      if (has('Accountant')) expect(c.isAccountant, c.companyName).toBe(true);
      if (has('Client')) expect(c.isClient, c.companyName).toBe(true);
      if (has('Prospect')) expect(c.isOpportunity, c.companyName).toBe(true);
      if (has('PrivateEquity') || has('PotentialPurchaser')) expect(c.isBuyer, c.companyName).toBe(true);
      expect(c.isAmbassador, c.companyName).toBe(has('Ambassador'));
      if (c.hasSignedAmbassadorNDA) expect(c.isAmbassador, c.companyName).toBe(true);
    }
  });

  it('gives investors their investment preferences and others none', () => {
    const investors = companies.filter((c) => c.relationshipTypes.includes('PrivateEquity'));
    expect(investors.length).toBeGreaterThan(0);
    for (const c of investors) {
      expect(c.investorTypes.length, c.companyName).toBeGreaterThan(0);
      expect(c.investmentGeographicalPreferences, c.companyName).toContain('UK');
    }
    const clients = companies.filter((c) => c.relationshipTypes[0] === 'Client');
    for (const c of clients) expect(c.investorTypes, c.companyName).toEqual([]);
  });

  it('includes ambassadors and UK addresses with postcodes', () => {
    expect(companies.filter((c) => c.isAmbassador).length).toBeGreaterThanOrEqual(10);
    for (const c of companies) {
      expect(c.country).toBe('United Kingdom');
      expect(c.postcode).toMatch(/^[A-Z]{1,2}\d{1,2} \d[A-Z]{2}$/);
      expect(c.domain).toMatch(/\.co\.uk$/);
    }
  });
});
