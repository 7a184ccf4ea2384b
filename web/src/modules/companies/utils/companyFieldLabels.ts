import { CompanyRoleFlagLabels, type CompanyFieldName } from '@dealbook/contracts';

/** Field names as people read them, on forms, cards and in the history. */
export const companyFieldLabels: Record<CompanyFieldName, string> = {
  companyName: 'Company name',
  domain: 'Domain',
  logoUrl: 'Logo URL',
  telephone: 'Telephone',
  revenue: 'Revenue (£)',
  industryType: 'Industry',
  opportunitySource: 'Opportunity source',
  relationshipTypes: 'Relationship types',
  blueboxContacts: 'Firm contacts',
  isContact: 'Contact',
  isAmbassador: 'Ambassador',
  hasSignedAmbassadorNDA: 'Signed ambassador NDA',
  doNotContact: 'Do not contact',
  ...CompanyRoleFlagLabels,
  investmentTypes: 'Investment types',
  investorTypes: 'Investor types',
  investmentPreferredDealTypes: 'Preferred deal types',
  investmentGeographicalPreferences: 'Geographical preferences',
  investmentPreferredIndustries: 'Preferred industries',
  investmentPreferredCompanyValuations: 'Preferred company valuations',
  investmentPreferredInvestmentAmounts: 'Preferred investment amounts',
  investmentPreferredRevenueCharacteristics: 'Preferred revenue characteristics',
  investmentPreferredProfitCharacteristics: 'Preferred profit characteristics',
  investmentNotes: 'Investment notes',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  postcode: 'Postcode',
  county: 'County',
  country: 'Country',
  otherLine1: 'Other address line 1',
  otherLine2: 'Other address line 2',
  otherCity: 'Other city',
  otherPostcode: 'Other postcode',
  otherCounty: 'Other county',
  otherCountry: 'Other country',
};

export function companyFieldLabel(field: string): string {
  return (companyFieldLabels as Record<string, string>)[field] ?? field;
}
