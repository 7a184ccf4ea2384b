import {
  AttendeeStatus,
  CommunicationAction,
  EventStatus,
  EventType,
  PaymentStatus,
  PurchasePriorityLevel,
  VelocityProducts,
  CommunicationType,
  DealStatus,
  OpportunityLostReason,
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
  TaskPriority,
  TaskStatus,
  type CommunicationOutcome,
} from '../enums/numeric-enums.js';
import { enumName, type NumericEnum } from '../enums/numeric-enum.js';
import { numericEnumLabels } from './numeric-enum-labels.js';
import { textEnumLabels } from './text-enum-labels.js';

/**
 * The enumerations in the user's words, one hand-written table per enumeration
 * (numeric-enum-labels.ts, text-enum-labels.ts), the same on the screen (web) and in every file a
 * person receives (spreadsheets, PDFs, reports: api). Identifiers are never split into words: the
 * spec's spellings ("DealsAtHeadsAndDueDilligence", "LinkedIn") are not what a person reads.
 */
/** A numeric enumeration's value in words ("Trying To Organise A Meeting"); an unknown value as its number. */
export function enumValueLabel(e: NumericEnum, value: number): string {
  const name = enumName(e, value);
  return name === undefined ? String(value) : (numericEnumLabels.get(e)?.[name] ?? String(value));
}
const label = enumValueLabel;

/** Every text enumeration's labels in one lookup; a value shared by two enumerations reads the same in both (tested). */
const textLabels: Readonly<Record<string, string>> = Object.assign({}, ...textEnumLabels.values());

/** A text enumeration's value in words ("ProfessionalServices" -> "Professional Services"); anything else as it is. */
export const textEnumLabel = (value: string): string => textLabels[value] ?? value;

/** A numeric enumeration as select options, in declaration order: numeric value, label. */
export const enumOptions = (e: NumericEnum): { value: number; label: string }[] =>
  Object.values(e).map((value) => ({ value, label: enumValueLabel(e, value) }));

export const projectStatusLabel = (value: number) => label(ProjectStatus, value);
export const opportunityStatusLabel = (value: number) => label(OpportunityStatus, value);
export const dealStatusLabel = (value: number) => label(DealStatus, value);
export const serviceLabel = (value: number) => label(ProjectServiceType, value);
export const lostReasonLabel = (value: number) => label(OpportunityLostReason, value);
export const taskStatusLabel = (value: number) => label(TaskStatus, value);
export const taskPriorityLabel = (value: number) => label(TaskPriority, value);
export const communicationTypeLabel = (value: number) => label(CommunicationType, value);
export const communicationActionLabel = (value: number) => label(CommunicationAction, value);
export const eventTypeLabel = (value: number) => label(EventType, value);
export const eventStatusLabel = (value: number) => label(EventStatus, value);
export const attendeeStatusLabel = (value: number) => label(AttendeeStatus, value);
export const paymentStatusLabel = (value: number) => label(PaymentStatus, value);
export const priorityLevelLabel = (value: number) => label(PurchasePriorityLevel, value);
export const velocityProductLabel = (value: number) => label(VelocityProducts, value);

/**
 * The fields of each record type whose values are numeric enumerations, and how each value reads:
 * the one table behind every history line and replay that prints such a field.
 */
export const numericEnumFieldLabels: Readonly<Record<string, Readonly<Record<string, (value: number) => string>>>> = {
  project: {
    status: projectStatusLabel,
    opportunityStatus: opportunityStatusLabel,
    dealStatus: dealStatusLabel,
    serviceOfInterest: serviceLabel,
    lostOpportunityReason: lostReasonLabel,
    velocityProducts: velocityProductLabel,
  },
  task: { status: taskStatusLabel, priority: taskPriorityLabel },
  payment: { status: paymentStatusLabel },
  event: { status: eventStatusLabel },
  attendee: { status: attendeeStatusLabel },
  purchase: { priority: priorityLevelLabel },
};

/** A project's stage as a board shows it: its deal status once it is a deal, else its opportunity status. */
export const projectStageLabel = (project: { isDeal: boolean; opportunityStatus: number; dealStatus: number }) =>
  project.isDeal ? dealStatusLabel(project.dealStatus) : opportunityStatusLabel(project.opportunityStatus);

/** Short outcome names for narrow cells, chart legends and report columns; the full text stays in titles. */
const shortOutcomes: Record<CommunicationOutcome, string> = {
  'Spoke to Contact - Successful call': 'Successful call',
  'Engaged conversation but not the right contact': 'Not the right contact',
  'Called but no response': 'No response',
  'Wrong contact details': 'Wrong details',
};
export const shortOutcomeLabel = (outcome: CommunicationOutcome | null) =>
  outcome ? shortOutcomes[outcome] : 'No outcome';
