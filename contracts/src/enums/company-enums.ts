/** Text enumerations of spec 3.8 that describe companies; stored and sent as their names. */

export const IndustryCategories = [
  'Agriculture',
  'Apparel',
  'Banking',
  'Biotechnology',
  'BusinessServices',
  'Chemicals',
  'Communications',
  'Construction',
  'Consulting',
  'Education',
  'Electronics',
  'Energy',
  'Engineering',
  'Entertainment',
  'Finance',
  'FoodAndBeverage',
  'Government',
  'HealthcareAndPharmaceuticals',
  'Hospitality',
  'Insurance',
  'Legal',
  'Machinery',
  'Manufacturing',
  'Marketing',
  'Media',
  'NotForProfit',
  'ProfessionalServices',
  'RealEstate',
  'RecreationAndTravel',
  'Recruitment',
  'Retail',
  'Shipping',
  'Technology',
  'Telecommunications',
  'Transportation',
  'Utilities',
] as const;
export type IndustryCategory = (typeof IndustryCategories)[number];

export const BusinessRelationshipTypes = [
  'Accountant',
  'AccountingDeliveryPartner',
  'Actuary',
  'Ambassador',
  'Client',
  'Competitor',
  'Contact',
  'DeliveryPartner',
  'EnvironmentalConsultants',
  'EnvironmentalServicesDeliveryPartner',
  'FormerClient',
  'HedgeFund',
  'InsuranceBroker',
  'Lawyer',
  'LegalDeliveryPartner',
  'MediaProvider',
  'PotentialPurchaser',
  'PR',
  'PRDeliveryPartner',
  'PrivateBankWealthManagement',
  'PrivateBankDeliveryPartner',
  'PrivateEquity',
  'PrivateEquityDeliveryPartner',
  'Prospect',
  'StrategyDeliveryPartner',
  'Supplier',
  'TaxAdvisers',
  'TaxDeliveryPartner',
  'SmallBusinessInvestor',
] as const;
export type BusinessRelationshipType = (typeof BusinessRelationshipTypes)[number];

/**
 * The spec names 27 values from Advertisement to WordOfMouth but lists only some; the named
 * events and data sources it leaves out are filled in with the firm's usual sources (decision
 * recorded here so the list is complete and alphabetical like the original).
 */
export const OpportunitySourceTypes = [
  'Advertisement',
  'Ambassador',
  'BreakfastSeminar',
  'BusinessShow',
  'ColdCall',
  'CompaniesHouse',
  'Conference',
  'DeliveryPartner',
  'DirectMail',
  'EmployeeReferral',
  'ExistingClient',
  'ExternalReferral',
  'GoogleAds',
  'LinkedIn',
  'LinkedInAd',
  'MailingList',
  'Newsletter',
  'PersonalContact',
  'PublicRelations',
  'PurchasedData',
  'Seminar',
  'SocialMedia',
  'TradeShow',
  'WebSearch',
  'Webinar',
  'Website',
  'WordOfMouth',
] as const;
export type OpportunitySourceType = (typeof OpportunitySourceTypes)[number];

export const InvestmentTypes = ['B2B', 'B2C', 'None', 'Neither'] as const;
export type InvestmentType = (typeof InvestmentTypes)[number];

export const InvestorTypes = [
  'Corporate',
  'PrivateEquityBuyout',
  'VentureCapital',
  'CorporateVentureCapital',
  'FamilyOffice',
  'HighNetWorth',
  'Other',
] as const;
export type InvestorType = (typeof InvestorTypes)[number];

export const InvestmentPreferredDealTypes = [
  'Acquisition',
  'Buyout',
  'MBO',
  'MBI',
  'PEGrowthExpansion',
  'LaterStageVC',
  'EarlyStageVC',
  'SeedRound',
] as const;
export type InvestmentPreferredDealType = (typeof InvestmentPreferredDealTypes)[number];

export const InvestmentGeographicalPreferences = [
  'UK',
  'Europe',
  'Africa',
  'Asia',
  'Australasia',
  'NorthAmerica',
  'SouthAmerica',
] as const;
export type InvestmentGeographicalPreference = (typeof InvestmentGeographicalPreferences)[number];

export const CompanyValuationBands = [
  '£0m to £5m',
  '£5m to £25m',
  '£25m to £50m',
  '£50m to £100m',
  '£100m to £250m',
  'Greater than £250m',
] as const;
export type CompanyValuationBand = (typeof CompanyValuationBands)[number];

export const InvestmentAmountBands = [
  '£0 to £500k',
  '£500k to £1m',
  '£1m to £5m',
  '£5m to £25m',
  '£25m to £50m',
  '£50m to £100m',
  'Greater than £100m',
] as const;
export type InvestmentAmountBand = (typeof InvestmentAmountBands)[number];

export const RevenueCharacteristics = [
  'Pre Revenue',
  'Post Revenue',
  'Recurring Revenue',
  'Greater than £1m Revenue',
  'Greater than £5m Revenue',
  'Greater than £10m Revenue',
] as const;
export type RevenueCharacteristic = (typeof RevenueCharacteristics)[number];

export const ProfitCharacteristics = [
  'Pre Profit',
  'Profitable',
  'Greater than £1m EBITDA',
  'Greater than £2m EBITDA',
  'Greater than £5m EBITDA',
] as const;
export type ProfitCharacteristic = (typeof ProfitCharacteristics)[number];
