/** The numeric enumerations of spec 3.8, with the spec's values. */
import type { ValueOf } from './numeric-enum.js';

export const EventStatus = { Active: 1, Paused: 2, Completed: 3, Withdrawn: 4, Closed: 5 } as const;
export type EventStatus = ValueOf<typeof EventStatus>;

export const EventType = {
  Meeting: 1,
  Breakfast: 2,
  Seminar: 3,
  Lecture: 4,
  Conference: 5,
  Advisory: 6,
  Discussion: 7,
} as const;
export type EventType = ValueOf<typeof EventType>;

export const AttendeeStatus = {
  SeminarBooked: 1,
  MapAndDirectionsSent: 2,
  ConfirmedAttending: 3,
  Declined: 4,
  Invited: 5,
  TickedForAMeeting: 6,
  NoShow: 7,
  Attended: 8,
} as const;
export type AttendeeStatus = ValueOf<typeof AttendeeStatus>;

export const ProjectStatus = {
  AwaitingPitch: 1,
  PitchHeld: 2,
  SignedClient: 3,
  BlueDiamond: 4,
  PreparingDocs: 5,
  ApproachingPurchasers: 6,
  CompletedApproaches: 7,
  DealsAtHeads: 8,
  Completed: 9,
  DeferredDeal: 10,
  DeadDeal: 11,
} as const;
export type ProjectStatus = ValueOf<typeof ProjectStatus>;

export const ProjectServiceType = { Sale: 1, FundRaise: 2, Velocity: 3, BlueDiamond: 4, Other: 5 } as const;
export type ProjectServiceType = ValueOf<typeof ProjectServiceType>;

export const OpportunityLostReason = { Price: 1, Competition: 2, Other: 3 } as const;
export type OpportunityLostReason = ValueOf<typeof OpportunityLostReason>;

export const OpportunityStatus = {
  Introduction: 1,
  TryingToOrganiseAMeeting: 2,
  MeetingBooked: 3,
  InitialMeetingHeld: 4,
  FormalPitchBooked: 5,
  ProposalRequested: 6,
  ProposalSent: 7,
  NegotiatingClosing: 8,
  AwaitingSignature: 9,
  ClosedWon: 10,
  ClosedLost: 11,
  DeclinedToBid: 12,
  ForTheFuture: 13,
  DidNotRespondToCalls: 14,
  Sold: 15,
  Dissolved: 16,
} as const;
export type OpportunityStatus = ValueOf<typeof OpportunityStatus>;

export const DealStatus = {
  DealExchangedAndAwaitingConfirmation: 1,
  DealsAtHeadsAndDueDilligence: 2,
  CompletedApproachingPurchasers: 3,
  CurrentlyApproachingPotentialPurchasers: 4,
  PreparingSaleDocuments: 5,
  BlueDiamondOnGoingProcess: 6,
  SignedButNothingStarted: 7,
  Deferred: 8,
  Dead: 9,
  CompletedMandate: 10,
  ProductPurchased: 11,
  AwaitingFactFindCompletion: 12,
  PreparingDeliverables: 13,
  CompletedOrder: 14,
} as const;
export type DealStatus = ValueOf<typeof DealStatus>;

/**
 * Value 24 is redacted in the spec ("{hash}"); between Listof20TargetInvestors (23) and
 * Listof20TargetBuyers (25) it is recorded here as Listof20TargetAcquisitions.
 */
export const VelocityProducts = {
  BuyABusinessClassic: 1,
  BuyABusinessPremium: 2,
  BuyABusinessUltimate: 3,
  SellABusinessClassic: 4,
  SellABusinessPremium: 5,
  SellABusinessUltimate: 6,
  RaiseFundsClassic: 7,
  RaiseFundsPremium: 8,
  RaiseFundsUltimate: 9,
  Spotlight: 10,
  SuiteOfTemplates: 11,
  ValueMyBusiness: 12,
  ValuationSupport: 13,
  LegalReview: 14,
  HRReview: 15,
  TailoredApproachCorrespondence: 16,
  TaxReview: 17,
  ElectronicDataRoom: 18,
  FinancialModel: 19,
  MiniProspectus: 20,
  SolvencyReview: 21,
  Prospectus: 22,
  Listof20TargetInvestors: 23,
  Listof20TargetAcquisitions: 24,
  Listof20TargetBuyers: 25,
  OnlinePromotion: 26,
  HealthCheck: 27,
  OutboundApproachesX20: 28,
  MonthlySupport: 29,
  PreprocessStructuring: 30,
  OutboundApproachesX40: 31,
  TailoredInformationMemorandum: 32,
  DebtReview: 33,
  MonthlySubscriptionAcquisitionTargets: 34,
  Launchpad: 35,
  PullYourStoryTogether: 36,
  ArtOfThePossible: 37,
} as const;
export type VelocityProduct = ValueOf<typeof VelocityProducts>;

export const PurchasePriorityLevel = { A: 0, B: 1, M: 2 } as const;
export type PurchasePriorityLevel = ValueOf<typeof PurchasePriorityLevel>;

export const CommunicationType = {
  Phone: 1,
  Email: 2,
  Message: 3,
  Meeting: 4,
  Conversation: 5,
  Letter: 6,
  Other: 7,
} as const;
export type CommunicationType = ValueOf<typeof CommunicationType>;

export const CommunicationOutcomes = [
  'Spoke to Contact - Successful call',
  'Engaged conversation but not the right contact',
  'Called but no response',
  'Wrong contact details',
] as const;
export type CommunicationOutcome = (typeof CommunicationOutcomes)[number];

export const CommunicationAction = {
  SendNDA: 0,
  FurtherCallBooked: 1,
  EmailToBeResent: 2,
  FindRightContact: 3,
  TryToCallAgain: 4,
} as const;
export type CommunicationAction = ValueOf<typeof CommunicationAction>;

export const PaymentStatus = { NotYetDue: 1, Due: 2, Overdue: 3, Paid: 4 } as const;
export type PaymentStatus = ValueOf<typeof PaymentStatus>;

export const TaskStatus = {
  NotStarted: 1,
  InProgress: 2,
  Completed: 3,
  WaitingOnSomeoneElse: 4,
  Deferred: 5,
  Other: 6,
} as const;
export type TaskStatus = ValueOf<typeof TaskStatus>;

export const TaskPriority = { High: 1, Normal: 2, Low: 3 } as const;
export type TaskPriority = ValueOf<typeof TaskPriority>;
