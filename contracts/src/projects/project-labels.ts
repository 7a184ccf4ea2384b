import { enumName, humanize } from '../enums/numeric-enum.js';
import { VelocityProducts } from '../enums/numeric-enums.js';

/** Field names as people read them: on the project's cards, its form, its history and its PDF. */
export const projectFieldLabels = {
  projectName: 'Project name',
  client: 'Client',
  description: 'Description',
  status: 'Project status',
  opportunityStatus: 'Opportunity status',
  isDeal: 'Deal',
  dealStatus: 'Deal status',
  serviceOfInterest: 'Service of interest',
  velocityProducts: 'Velocity products',
  lostOpportunityReason: 'Lost reason',
  lostOpportunityDescription: 'Lost description',
  expectedCompletion: 'Expected completion',
  dateClientSigned: 'Client signed',
  introductionDate: 'Introduction',
  initialMeetingDate: 'Initial meeting',
  moneyLaunderingChecklistSent: 'Money-laundering checklist sent',
  moneyLaunderingInformationReceived: 'Money-laundering information received',
  blueboxContacts: 'Bluebox contacts',
  owner: 'Owner',
  externalCallers: 'External callers',
} as const;

/** Names that humanize cannot split ("Listof20TargetBuyers"): spelled out as the firm says them. */
const velocityProductNames: Partial<Record<number, string>> = {
  [VelocityProducts.Listof20TargetInvestors]: 'List of 20 Target Investors',
  [VelocityProducts.Listof20TargetAcquisitions]: 'List of 20 Target Acquisitions',
  [VelocityProducts.Listof20TargetBuyers]: 'List of 20 Target Buyers',
  [VelocityProducts.OutboundApproachesX20]: 'Outbound Approaches ×20',
  [VelocityProducts.OutboundApproachesX40]: 'Outbound Approaches ×40',
};

/** A Velocity product by the name the firm uses for it. */
export const velocityProductLabel = (value: number) =>
  velocityProductNames[value] ?? humanize(String(enumName(VelocityProducts, value) ?? value));
