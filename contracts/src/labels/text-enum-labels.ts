import {
  IndustryCategories,
  type IndustryCategory,
  BusinessRelationshipTypes,
  type BusinessRelationshipType,
  OpportunitySourceTypes,
  type OpportunitySourceType,
  InvestmentTypes,
  type InvestmentType,
  InvestorTypes,
  type InvestorType,
  InvestmentPreferredDealTypes,
  type InvestmentPreferredDealType,
  InvestmentGeographicalPreferences,
  type InvestmentGeographicalPreference,
  CompanyValuationBands,
  type CompanyValuationBand,
  InvestmentAmountBands,
  type InvestmentAmountBand,
  RevenueCharacteristics,
  type RevenueCharacteristic,
  ProfitCharacteristics,
  type ProfitCharacteristic,
} from '../enums/company-enums.js';
import { CommunicationOutcomes, type CommunicationOutcome } from '../enums/numeric-enums.js';

/** Each value of a text enumeration (spec 3.8) in the words a person reads, written by hand. */

export const industryCategoryLabels: Readonly<Record<IndustryCategory, string>> = {
  Agriculture: 'Agriculture',
  Apparel: 'Apparel',
  Banking: 'Banking',
  Biotechnology: 'Biotechnology',
  BusinessServices: 'Business Services',
  Chemicals: 'Chemicals',
  Communications: 'Communications',
  Construction: 'Construction',
  Consulting: 'Consulting',
  Education: 'Education',
  Electronics: 'Electronics',
  Energy: 'Energy',
  Engineering: 'Engineering',
  Entertainment: 'Entertainment',
  Finance: 'Finance',
  FoodAndBeverage: 'Food And Beverage',
  Government: 'Government',
  HealthcareAndPharmaceuticals: 'Healthcare And Pharmaceuticals',
  Hospitality: 'Hospitality',
  Insurance: 'Insurance',
  Legal: 'Legal',
  Machinery: 'Machinery',
  Manufacturing: 'Manufacturing',
  Marketing: 'Marketing',
  Media: 'Media',
  NotForProfit: 'Not For Profit',
  ProfessionalServices: 'Professional Services',
  RealEstate: 'Real Estate',
  RecreationAndTravel: 'Recreation And Travel',
  Recruitment: 'Recruitment',
  Retail: 'Retail',
  Shipping: 'Shipping',
  Technology: 'Technology',
  Telecommunications: 'Telecommunications',
  Transportation: 'Transportation',
  Utilities: 'Utilities',
};

export const businessRelationshipTypeLabels: Readonly<Record<BusinessRelationshipType, string>> = {
  Accountant: 'Accountant',
  AccountingDeliveryPartner: 'Accounting Delivery Partner',
  Actuary: 'Actuary',
  Ambassador: 'Ambassador',
  Client: 'Client',
  Competitor: 'Competitor',
  Contact: 'Contact',
  DeliveryPartner: 'Delivery Partner',
  EnvironmentalConsultants: 'Environmental Consultants',
  EnvironmentalServicesDeliveryPartner: 'Environmental Services Delivery Partner',
  FormerClient: 'Former Client',
  HedgeFund: 'Hedge Fund',
  InsuranceBroker: 'Insurance Broker',
  Lawyer: 'Lawyer',
  LegalDeliveryPartner: 'Legal Delivery Partner',
  MediaProvider: 'Media Provider',
  PotentialPurchaser: 'Potential Purchaser',
  PR: 'PR',
  PRDeliveryPartner: 'PR Delivery Partner',
  PrivateBankWealthManagement: 'Private Bank / Wealth Management',
  PrivateBankDeliveryPartner: 'Private Bank Delivery Partner',
  PrivateEquity: 'Private Equity',
  PrivateEquityDeliveryPartner: 'Private Equity Delivery Partner',
  Prospect: 'Prospect',
  StrategyDeliveryPartner: 'Strategy Delivery Partner',
  Supplier: 'Supplier',
  TaxAdvisers: 'Tax Advisers',
  TaxDeliveryPartner: 'Tax Delivery Partner',
  SmallBusinessInvestor: 'Small Business Investor',
};

export const opportunitySourceTypeLabels: Readonly<Record<OpportunitySourceType, string>> = {
  Advertisement: 'Advertisement',
  Ambassador: 'Ambassador',
  BreakfastSeminar: 'Breakfast Seminar',
  BusinessShow: 'Business Show',
  ColdCall: 'Cold Call',
  CompaniesHouse: 'Companies House',
  Conference: 'Conference',
  DeliveryPartner: 'Delivery Partner',
  DirectMail: 'Direct Mail',
  EmployeeReferral: 'Employee Referral',
  ExistingClient: 'Existing Client',
  ExternalReferral: 'External Referral',
  GoogleAds: 'Google Ads',
  LinkedIn: 'LinkedIn',
  LinkedInAd: 'LinkedIn Ad',
  MailingList: 'Mailing List',
  Newsletter: 'Newsletter',
  PersonalContact: 'Personal Contact',
  PublicRelations: 'Public Relations',
  PurchasedData: 'Purchased Data',
  Seminar: 'Seminar',
  SocialMedia: 'Social Media',
  TradeShow: 'Trade Show',
  WebSearch: 'Web Search',
  Webinar: 'Webinar',
  Website: 'Website',
  WordOfMouth: 'Word Of Mouth',
};

export const investmentTypeLabels: Readonly<Record<InvestmentType, string>> = {
  B2B: 'B2B',
  B2C: 'B2C',
  None: 'None',
  Neither: 'Neither',
};

export const investorTypeLabels: Readonly<Record<InvestorType, string>> = {
  Corporate: 'Corporate',
  PrivateEquityBuyout: 'Private Equity Buyout',
  VentureCapital: 'Venture Capital',
  CorporateVentureCapital: 'Corporate Venture Capital',
  FamilyOffice: 'Family Office',
  HighNetWorth: 'High Net Worth',
  Other: 'Other',
};

export const investmentPreferredDealTypeLabels: Readonly<Record<InvestmentPreferredDealType, string>> = {
  Acquisition: 'Acquisition',
  Buyout: 'Buyout',
  MBO: 'MBO',
  MBI: 'MBI',
  PEGrowthExpansion: 'PE Growth / Expansion',
  LaterStageVC: 'Later Stage VC',
  EarlyStageVC: 'Early Stage VC',
  SeedRound: 'Seed Round',
};

export const investmentGeographicalPreferenceLabels: Readonly<Record<InvestmentGeographicalPreference, string>> = {
  UK: 'UK',
  Europe: 'Europe',
  Africa: 'Africa',
  Asia: 'Asia',
  Australasia: 'Australasia',
  NorthAmerica: 'North America',
  SouthAmerica: 'South America',
};

export const companyValuationBandLabels: Readonly<Record<CompanyValuationBand, string>> = {
  '£0m to £5m': '£0m to £5m',
  '£5m to £25m': '£5m to £25m',
  '£25m to £50m': '£25m to £50m',
  '£50m to £100m': '£50m to £100m',
  '£100m to £250m': '£100m to £250m',
  'Greater than £250m': 'Greater than £250m',
};

export const investmentAmountBandLabels: Readonly<Record<InvestmentAmountBand, string>> = {
  '£0 to £500k': '£0 to £500k',
  '£500k to £1m': '£500k to £1m',
  '£1m to £5m': '£1m to £5m',
  '£5m to £25m': '£5m to £25m',
  '£25m to £50m': '£25m to £50m',
  '£50m to £100m': '£50m to £100m',
  'Greater than £100m': 'Greater than £100m',
};

export const revenueCharacteristicLabels: Readonly<Record<RevenueCharacteristic, string>> = {
  'Pre Revenue': 'Pre Revenue',
  'Post Revenue': 'Post Revenue',
  'Recurring Revenue': 'Recurring Revenue',
  'Greater than £1m Revenue': 'Greater than £1m Revenue',
  'Greater than £5m Revenue': 'Greater than £5m Revenue',
  'Greater than £10m Revenue': 'Greater than £10m Revenue',
};

export const profitCharacteristicLabels: Readonly<Record<ProfitCharacteristic, string>> = {
  'Pre Profit': 'Pre Profit',
  Profitable: 'Profitable',
  'Greater than £1m EBITDA': 'Greater than £1m EBITDA',
  'Greater than £2m EBITDA': 'Greater than £2m EBITDA',
  'Greater than £5m EBITDA': 'Greater than £5m EBITDA',
};

/** A call's outcome (spec §9) is already a sentence; short forms for narrow cells: shortOutcomeLabel. */
export const communicationOutcomeLabels: Readonly<Record<CommunicationOutcome, string>> = {
  'Spoke to Contact - Successful call': 'Spoke to Contact - Successful call',
  'Engaged conversation but not the right contact': 'Engaged conversation but not the right contact',
  'Called but no response': 'Called but no response',
  'Wrong contact details': 'Wrong contact details',
};

/** Every text enumeration of contracts/src/enums with its label table (the unit test checks it is every one). */
export const textEnumLabels = new Map<readonly string[], Readonly<Record<string, string>>>([
  [IndustryCategories, industryCategoryLabels],
  [BusinessRelationshipTypes, businessRelationshipTypeLabels],
  [OpportunitySourceTypes, opportunitySourceTypeLabels],
  [InvestmentTypes, investmentTypeLabels],
  [InvestorTypes, investorTypeLabels],
  [InvestmentPreferredDealTypes, investmentPreferredDealTypeLabels],
  [InvestmentGeographicalPreferences, investmentGeographicalPreferenceLabels],
  [CompanyValuationBands, companyValuationBandLabels],
  [InvestmentAmountBands, investmentAmountBandLabels],
  [RevenueCharacteristics, revenueCharacteristicLabels],
  [ProfitCharacteristics, profitCharacteristicLabels],
  [CommunicationOutcomes, communicationOutcomeLabels],
]);
