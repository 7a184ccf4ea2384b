import {
  CommunicationAction,
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
import { enumName, humanize, type NumericEnum } from '../enums/numeric-enum.js';

/**
 * The numeric enumerations in the user's words, the same on the screen (web) and in every file
 * a person receives (spreadsheets, PDFs, reports: api). Velocity products: project-labels.ts.
 */
/** A numeric enumeration's value by its member's name in words ("Trying To Organise A Meeting"). */
export const enumValueLabel = (e: NumericEnum, value: number) => humanize(String(enumName(e, value) ?? value));
const label = enumValueLabel;

export const projectStatusLabel = (value: number) => label(ProjectStatus, value);
export const opportunityStatusLabel = (value: number) => label(OpportunityStatus, value);
export const dealStatusLabel = (value: number) => label(DealStatus, value);
export const serviceLabel = (value: number) => label(ProjectServiceType, value);
export const lostReasonLabel = (value: number) => label(OpportunityLostReason, value);
export const taskStatusLabel = (value: number) => label(TaskStatus, value);
export const taskPriorityLabel = (value: number) => label(TaskPriority, value);
export const communicationTypeLabel = (value: number) => label(CommunicationType, value);
export const communicationActionLabel = (value: number) => label(CommunicationAction, value);

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
