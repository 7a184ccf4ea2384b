import { DealStatus, OpportunityStatus, ProjectStatus } from '../enums/numeric-enums.js';

/** A project's stage as the client reads it: a short title and a sentence on what happens now. */
export interface ClientStage {
  title: string;
  description: string;
}

/**
 * The stages a client reads (issue 14, issue 32): the firm's internal statuses (BlueDiamond,
 * DealsAtHeads, "Initial Meeting Held", "Closed Won") mean nothing to a seller, so every value of
 * each of a project's three status fields (spec §3.8, §4.3) maps to one of these.
 */
export const ClientStageKeys = [
  'gettingStarted',
  'proposal',
  'engaged',
  'review',
  'preparing',
  'approaching',
  'approachesComplete',
  'offers',
  'exchanged',
  'completed',
  'onHold',
  'closed',
] as const;
export type ClientStageKey = (typeof ClientStageKeys)[number];

export const clientStages: Readonly<Record<ClientStageKey, ClientStage>> = {
  gettingStarted: { title: 'Getting started', description: 'We are getting to know you and your business.' },
  proposal: { title: 'Proposal made', description: 'We have presented our proposal to you.' },
  engaged: { title: 'Engagement signed', description: 'You have engaged us; we are planning the work.' },
  review: { title: 'Business review', description: 'We are reviewing the business to get it ready for sale.' },
  preparing: {
    title: 'Preparing sale documents',
    description: 'We are writing the teaser and the information memorandum.',
  },
  approaching: { title: 'Approaching buyers', description: 'We are contacting potential purchasers you approved.' },
  approachesComplete: {
    title: 'Approaches complete',
    description: 'Every approved purchaser has been contacted; we are following up interest.',
  },
  offers: {
    title: 'Offers and due diligence',
    description: 'Heads of terms are agreed; due diligence is under way.',
  },
  exchanged: { title: 'Contracts exchanged', description: 'Contracts are exchanged; we are awaiting completion.' },
  completed: { title: 'Completed', description: 'The work is complete.' },
  onHold: { title: 'On hold', description: 'The work is paused for now.' },
  closed: { title: 'Closed', description: 'The process has ended.' },
};

const byProjectStatus: Record<ProjectStatus, ClientStageKey> = {
  [ProjectStatus.AwaitingPitch]: 'gettingStarted',
  [ProjectStatus.PitchHeld]: 'proposal',
  [ProjectStatus.SignedClient]: 'engaged',
  [ProjectStatus.BlueDiamond]: 'review',
  [ProjectStatus.PreparingDocs]: 'preparing',
  [ProjectStatus.ApproachingPurchasers]: 'approaching',
  [ProjectStatus.CompletedApproaches]: 'approachesComplete',
  [ProjectStatus.DealsAtHeads]: 'offers',
  [ProjectStatus.Completed]: 'completed',
  [ProjectStatus.DeferredDeal]: 'onHold',
  [ProjectStatus.DeadDeal]: 'closed',
};

const byOpportunityStatus: Record<OpportunityStatus, ClientStageKey> = {
  [OpportunityStatus.Introduction]: 'gettingStarted',
  [OpportunityStatus.TryingToOrganiseAMeeting]: 'gettingStarted',
  [OpportunityStatus.MeetingBooked]: 'gettingStarted',
  [OpportunityStatus.InitialMeetingHeld]: 'gettingStarted',
  [OpportunityStatus.FormalPitchBooked]: 'gettingStarted',
  [OpportunityStatus.ProposalRequested]: 'gettingStarted',
  [OpportunityStatus.ProposalSent]: 'proposal',
  [OpportunityStatus.NegotiatingClosing]: 'proposal',
  [OpportunityStatus.AwaitingSignature]: 'proposal',
  [OpportunityStatus.ClosedWon]: 'engaged',
  [OpportunityStatus.ClosedLost]: 'closed',
  [OpportunityStatus.DeclinedToBid]: 'closed',
  [OpportunityStatus.ForTheFuture]: 'onHold',
  [OpportunityStatus.DidNotRespondToCalls]: 'closed',
  [OpportunityStatus.Sold]: 'closed',
  [OpportunityStatus.Dissolved]: 'closed',
};

const byDealStatus: Record<DealStatus, ClientStageKey> = {
  [DealStatus.SignedButNothingStarted]: 'engaged',
  [DealStatus.AwaitingFactFindCompletion]: 'engaged',
  [DealStatus.BlueDiamondOnGoingProcess]: 'review',
  [DealStatus.PreparingSaleDocuments]: 'preparing',
  [DealStatus.PreparingDeliverables]: 'preparing',
  [DealStatus.CurrentlyApproachingPotentialPurchasers]: 'approaching',
  [DealStatus.CompletedApproachingPurchasers]: 'approachesComplete',
  [DealStatus.DealsAtHeadsAndDueDilligence]: 'offers',
  [DealStatus.DealExchangedAndAwaitingConfirmation]: 'exchanged',
  [DealStatus.CompletedMandate]: 'completed',
  [DealStatus.ProductPurchased]: 'completed',
  [DealStatus.CompletedOrder]: 'completed',
  [DealStatus.Deferred]: 'onHold',
  [DealStatus.Dead]: 'closed',
};

/** How far along a stage is (its place in ClientStageKeys); -1 for a title that is no stage. */
export const clientStageRank = (title: string): number =>
  ClientStageKeys.findIndex((key) => clientStages[key].title === title);

/** Which of a project's status fields a value belongs to. */
export type ProjectStatusField = 'status' | 'opportunityStatus' | 'dealStatus';

const maps: Record<ProjectStatusField, Partial<Record<number, ClientStageKey>>> = {
  status: byProjectStatus,
  opportunityStatus: byOpportunityStatus,
  dealStatus: byDealStatus,
};

/** Unknown values read as "In progress" rather than as the firm's identifier. */
const inProgress: ClientStage = { title: 'In progress', description: 'We are working on your project.' };

/** A value of one of a project's status fields as the client reads it. */
export function clientStageOfField(field: ProjectStatusField, value: number): ClientStage {
  const key = maps[field][value];
  return key ? clientStages[key] : inProgress;
}

/** The project status (`status`) as the client reads it. */
export const clientStageOf = (status: number): ClientStage => clientStageOfField('status', status);
