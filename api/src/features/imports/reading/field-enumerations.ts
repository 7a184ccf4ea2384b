import {
  BusinessRelationshipTypes,
  CompanyValuationBands,
  DealStatus,
  dealStatusLabel,
  IndustryCategories,
  InvestmentAmountBands,
  InvestmentGeographicalPreferences,
  InvestmentPreferredDealTypes,
  InvestmentTypes,
  InvestorTypes,
  lostReasonLabel,
  OpportunityLostReason,
  OpportunitySourceTypes,
  OpportunityStatus,
  opportunityStatusLabel,
  ProfitCharacteristics,
  ProjectServiceType,
  ProjectStatus,
  projectStatusLabel,
  RevenueCharacteristics,
  serviceLabel,
  velocityProductLabel,
  VelocityProducts,
} from '@dealbook/contracts';
import { numericEnumeration, textEnumeration, type Enumeration } from './enumerations.js';

const industries = textEnumeration('industries', IndustryCategories);

/**
 * The enumeration behind each field that holds members of one (alone or as a list), by field
 * name, with the labels the screens and the exports write: what an exported file holds reads back.
 */
export const fieldEnumerations: Readonly<Record<string, Enumeration<string> | Enumeration<number>>> = {
  industryType: industries,
  opportunitySource: textEnumeration('opportunity sources', OpportunitySourceTypes),
  relationshipTypes: textEnumeration('relationship types', BusinessRelationshipTypes),
  investmentTypes: textEnumeration('investment types', InvestmentTypes),
  investorTypes: textEnumeration('investor types', InvestorTypes),
  investmentPreferredDealTypes: textEnumeration('deal types', InvestmentPreferredDealTypes),
  investmentGeographicalPreferences: textEnumeration('regions', InvestmentGeographicalPreferences),
  investmentPreferredIndustries: industries,
  investmentPreferredCompanyValuations: textEnumeration('company valuations', CompanyValuationBands),
  investmentPreferredInvestmentAmounts: textEnumeration('investment amounts', InvestmentAmountBands),
  investmentPreferredRevenueCharacteristics: textEnumeration('revenue characteristics', RevenueCharacteristics),
  investmentPreferredProfitCharacteristics: textEnumeration('profit characteristics', ProfitCharacteristics),
  status: numericEnumeration('project statuses', ProjectStatus, projectStatusLabel),
  opportunityStatus: numericEnumeration('opportunity statuses', OpportunityStatus, opportunityStatusLabel),
  dealStatus: numericEnumeration('deal statuses', DealStatus, dealStatusLabel),
  serviceOfInterest: numericEnumeration('services', ProjectServiceType, serviceLabel),
  velocityProducts: numericEnumeration('Velocity products', VelocityProducts, velocityProductLabel),
  lostOpportunityReason: numericEnumeration('lost reasons', OpportunityLostReason, lostReasonLabel),
};
