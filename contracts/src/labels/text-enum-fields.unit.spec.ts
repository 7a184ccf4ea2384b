import { describe, expect, it } from 'vitest';
import { textEnumFields } from './text-enum-fields.js';

describe('textEnumFields', () => {
  it('is every company field that holds a text enumeration, lists included, and nothing else', () => {
    expect([...textEnumFields].sort()).toEqual([
      'industryType',
      'investmentGeographicalPreferences',
      'investmentPreferredCompanyValuations',
      'investmentPreferredDealTypes',
      'investmentPreferredIndustries',
      'investmentPreferredInvestmentAmounts',
      'investmentPreferredProfitCharacteristics',
      'investmentPreferredRevenueCharacteristics',
      'investmentTypes',
      'investorTypes',
      'opportunitySource',
      'relationshipTypes',
    ]);
  });
});
