import { ProjectStatus } from '../enums/numeric-enums.js';

/** A project status as the client reads it: a short title and a sentence on what happens now. */
export interface ClientStage {
  title: string;
  description: string;
}

/**
 * Statuses in the client's words (issue 14): the firm's internal names (BlueDiamond,
 * DealsAtHeads) mean nothing to a seller. Unknown values read as "In progress".
 */
const stages: Record<ProjectStatus, ClientStage> = {
  [ProjectStatus.AwaitingPitch]: { title: 'Getting started', description: 'We are preparing our proposal for you.' },
  [ProjectStatus.PitchHeld]: { title: 'Proposal made', description: 'We have presented our proposal to you.' },
  [ProjectStatus.SignedClient]: {
    title: 'Engagement signed',
    description: 'You have engaged us; we are planning the sale.',
  },
  [ProjectStatus.BlueDiamond]: {
    title: 'Business review',
    description: 'We are reviewing the business to get it ready for sale.',
  },
  [ProjectStatus.PreparingDocs]: {
    title: 'Preparing sale documents',
    description: 'We are writing the teaser and the information memorandum.',
  },
  [ProjectStatus.ApproachingPurchasers]: {
    title: 'Approaching buyers',
    description: 'We are contacting potential purchasers you approved.',
  },
  [ProjectStatus.CompletedApproaches]: {
    title: 'Approaches complete',
    description: 'Every approved purchaser has been contacted; we are following up interest.',
  },
  [ProjectStatus.DealsAtHeads]: {
    title: 'Offer agreed',
    description: 'Heads of terms are agreed; due diligence is under way.',
  },
  [ProjectStatus.Completed]: { title: 'Sale completed', description: 'The sale has completed.' },
  [ProjectStatus.DeferredDeal]: { title: 'On hold', description: 'The sale is paused for now.' },
  [ProjectStatus.DeadDeal]: { title: 'Closed', description: 'The sale process has ended.' },
};

export function clientStageOf(status: number): ClientStage {
  return stages[status as ProjectStatus] ?? { title: 'In progress', description: 'We are working on your project.' };
}
