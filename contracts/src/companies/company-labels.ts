import { addressFieldLabels } from '../places/address-labels.js';
import { CompanyRoleFlagLabels, type CompanyFieldName } from './company.js';

/** Field names as people read them: on forms, cards, in the history and in the company's PDF. */
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
  ...addressFieldLabels,
};
