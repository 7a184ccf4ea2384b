import {
  DealStatus,
  OpportunityLostReason,
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
  VelocityProducts,
} from '../enums/numeric-enums.js';
import { enumName, humanize, type NumericEnum } from '../enums/numeric-enum.js';

/**
 * How a project's enumerations read to people, on screen and in the spreadsheets the server
 * writes: the enumeration's name spaced out, except where that cannot be split.
 */
const label = (e: NumericEnum, value: number) => humanize(String(enumName(e, value) ?? value));

/** Names that humanize cannot split ("Listof20TargetBuyers"): spelled out as the firm says them. */
const velocityProductNames: Partial<Record<number, string>> = {
  [VelocityProducts.Listof20TargetInvestors]: 'List of 20 Target Investors',
  [VelocityProducts.Listof20TargetAcquisitions]: 'List of 20 Target Acquisitions',
  [VelocityProducts.Listof20TargetBuyers]: 'List of 20 Target Buyers',
  [VelocityProducts.OutboundApproachesX20]: 'Outbound Approaches ×20',
  [VelocityProducts.OutboundApproachesX40]: 'Outbound Approaches ×40',
};

export const projectStatusLabel = (value: number) => label(ProjectStatus, value);
export const opportunityStatusLabel = (value: number) => label(OpportunityStatus, value);
export const dealStatusLabel = (value: number) => label(DealStatus, value);
export const serviceLabel = (value: number) => label(ProjectServiceType, value);
export const lostReasonLabel = (value: number) => label(OpportunityLostReason, value);
export const velocityProductLabel = (value: number) => velocityProductNames[value] ?? label(VelocityProducts, value);
