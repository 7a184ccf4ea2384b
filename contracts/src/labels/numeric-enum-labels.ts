import {
  AttendeeStatus,
  CommunicationAction,
  CommunicationType,
  DealStatus,
  EventStatus,
  EventType,
  OpportunityLostReason,
  OpportunityStatus,
  PaymentStatus,
  ProjectServiceType,
  ProjectStatus,
  PurchasePriorityLevel,
  TaskPriority,
  TaskStatus,
  VelocityProducts,
} from '../enums/numeric-enums.js';
import type { NumericEnum } from '../enums/numeric-enum.js';

/** Each member of a numeric enumeration in the words a person reads, written by hand. */
type Labels<E extends NumericEnum> = Readonly<Record<keyof E, string>>;

const eventStatus: Labels<typeof EventStatus> = {
  Active: 'Active',
  Paused: 'Paused',
  Completed: 'Completed',
  Withdrawn: 'Withdrawn',
  Closed: 'Closed',
};

const eventType: Labels<typeof EventType> = {
  Meeting: 'Meeting',
  Breakfast: 'Breakfast',
  Seminar: 'Seminar',
  Lecture: 'Lecture',
  Conference: 'Conference',
  Advisory: 'Advisory',
  Discussion: 'Discussion',
};

const attendeeStatus: Labels<typeof AttendeeStatus> = {
  SeminarBooked: 'Seminar Booked',
  MapAndDirectionsSent: 'Map And Directions Sent',
  ConfirmedAttending: 'Confirmed Attending',
  Declined: 'Declined',
  Invited: 'Invited',
  TickedForAMeeting: 'Ticked For A Meeting',
  NoShow: 'No Show',
  Attended: 'Attended',
};

const projectStatus: Labels<typeof ProjectStatus> = {
  AwaitingPitch: 'Awaiting Pitch',
  PitchHeld: 'Pitch Held',
  SignedClient: 'Signed Client',
  BlueDiamond: 'Blue Diamond',
  PreparingDocs: 'Preparing Docs',
  ApproachingPurchasers: 'Approaching Purchasers',
  CompletedApproaches: 'Completed Approaches',
  DealsAtHeads: 'Deals At Heads',
  Completed: 'Completed',
  DeferredDeal: 'Deferred Deal',
  DeadDeal: 'Dead Deal',
};

const projectServiceType: Labels<typeof ProjectServiceType> = {
  Sale: 'Sale',
  FundRaise: 'Fund Raise',
  Velocity: 'Velocity',
  BlueDiamond: 'Blue Diamond',
  Other: 'Other',
};

const opportunityLostReason: Labels<typeof OpportunityLostReason> = {
  Price: 'Price',
  Competition: 'Competition',
  Other: 'Other',
};

const opportunityStatus: Labels<typeof OpportunityStatus> = {
  Introduction: 'Introduction',
  TryingToOrganiseAMeeting: 'Trying To Organise A Meeting',
  MeetingBooked: 'Meeting Booked',
  InitialMeetingHeld: 'Initial Meeting Held',
  FormalPitchBooked: 'Formal Pitch Booked',
  ProposalRequested: 'Proposal Requested',
  ProposalSent: 'Proposal Sent',
  NegotiatingClosing: 'Negotiating Closing',
  AwaitingSignature: 'Awaiting Signature',
  ClosedWon: 'Closed Won',
  ClosedLost: 'Closed Lost',
  DeclinedToBid: 'Declined To Bid',
  ForTheFuture: 'For The Future',
  DidNotRespondToCalls: 'Did Not Respond To Calls',
  Sold: 'Sold',
  Dissolved: 'Dissolved',
};

const dealStatus: Labels<typeof DealStatus> = {
  DealExchangedAndAwaitingConfirmation: 'Deal Exchanged And Awaiting Confirmation',
  DealsAtHeadsAndDueDilligence: 'Deals at Heads and Due Diligence',
  CompletedApproachingPurchasers: 'Completed Approaching Purchasers',
  CurrentlyApproachingPotentialPurchasers: 'Currently Approaching Potential Purchasers',
  PreparingSaleDocuments: 'Preparing Sale Documents',
  BlueDiamondOnGoingProcess: 'Blue Diamond Ongoing Process',
  SignedButNothingStarted: 'Signed But Nothing Started',
  Deferred: 'Deferred',
  Dead: 'Dead',
  CompletedMandate: 'Completed Mandate',
  ProductPurchased: 'Product Purchased',
  AwaitingFactFindCompletion: 'Awaiting Fact Find Completion',
  PreparingDeliverables: 'Preparing Deliverables',
  CompletedOrder: 'Completed Order',
};

const velocityProducts: Labels<typeof VelocityProducts> = {
  BuyABusinessClassic: 'Buy A Business Classic',
  BuyABusinessPremium: 'Buy A Business Premium',
  BuyABusinessUltimate: 'Buy A Business Ultimate',
  SellABusinessClassic: 'Sell A Business Classic',
  SellABusinessPremium: 'Sell A Business Premium',
  SellABusinessUltimate: 'Sell A Business Ultimate',
  RaiseFundsClassic: 'Raise Funds Classic',
  RaiseFundsPremium: 'Raise Funds Premium',
  RaiseFundsUltimate: 'Raise Funds Ultimate',
  Spotlight: 'Spotlight',
  SuiteOfTemplates: 'Suite Of Templates',
  ValueMyBusiness: 'Value My Business',
  ValuationSupport: 'Valuation Support',
  LegalReview: 'Legal Review',
  HRReview: 'HR Review',
  TailoredApproachCorrespondence: 'Tailored Approach Correspondence',
  TaxReview: 'Tax Review',
  ElectronicDataRoom: 'Electronic Data Room',
  FinancialModel: 'Financial Model',
  MiniProspectus: 'Mini Prospectus',
  SolvencyReview: 'Solvency Review',
  Prospectus: 'Prospectus',
  Listof20TargetInvestors: 'List of 20 Target Investors',
  Listof20TargetAcquisitions: 'List of 20 Target Acquisitions',
  Listof20TargetBuyers: 'List of 20 Target Buyers',
  OnlinePromotion: 'Online Promotion',
  HealthCheck: 'Health Check',
  OutboundApproachesX20: 'Outbound Approaches ×20',
  MonthlySupport: 'Monthly Support',
  PreprocessStructuring: 'Pre-process Structuring',
  OutboundApproachesX40: 'Outbound Approaches ×40',
  TailoredInformationMemorandum: 'Tailored Information Memorandum',
  DebtReview: 'Debt Review',
  MonthlySubscriptionAcquisitionTargets: 'Monthly Subscription: Acquisition Targets',
  Launchpad: 'Launchpad',
  PullYourStoryTogether: 'Pull Your Story Together',
  ArtOfThePossible: 'Art Of The Possible',
};

/** Spec §3.8: the priority letters are the words the team uses (A is the hottest). */
const purchasePriorityLevel: Labels<typeof PurchasePriorityLevel> = { A: 'A', B: 'B', M: 'M' };

const communicationType: Labels<typeof CommunicationType> = {
  Phone: 'Phone',
  Email: 'Email',
  Message: 'Message',
  Meeting: 'Meeting',
  Conversation: 'Conversation',
  Letter: 'Letter',
  Other: 'Other',
};

const communicationAction: Labels<typeof CommunicationAction> = {
  SendNDA: 'Send NDA',
  FurtherCallBooked: 'Further Call Booked',
  EmailToBeResent: 'Email To Be Resent',
  FindRightContact: 'Find Right Contact',
  TryToCallAgain: 'Try To Call Again',
};

const paymentStatus: Labels<typeof PaymentStatus> = {
  NotYetDue: 'Not Yet Due',
  Due: 'Due',
  Overdue: 'Overdue',
  Paid: 'Paid',
};

const taskStatus: Labels<typeof TaskStatus> = {
  NotStarted: 'Not Started',
  InProgress: 'In Progress',
  Completed: 'Completed',
  WaitingOnSomeoneElse: 'Waiting On Someone Else',
  Deferred: 'Deferred',
  Other: 'Other',
};

const taskPriority: Labels<typeof TaskPriority> = { High: 'High', Normal: 'Normal', Low: 'Low' };

/** Every numeric enumeration of contracts/src/enums with its label table (the unit test checks it is every one). */
export const numericEnumLabels = new Map<NumericEnum, Readonly<Record<string, string>>>([
  [EventStatus, eventStatus],
  [EventType, eventType],
  [AttendeeStatus, attendeeStatus],
  [ProjectStatus, projectStatus],
  [ProjectServiceType, projectServiceType],
  [OpportunityLostReason, opportunityLostReason],
  [OpportunityStatus, opportunityStatus],
  [DealStatus, dealStatus],
  [VelocityProducts, velocityProducts],
  [PurchasePriorityLevel, purchasePriorityLevel],
  [CommunicationType, communicationType],
  [CommunicationAction, communicationAction],
  [PaymentStatus, paymentStatus],
  [TaskStatus, taskStatus],
  [TaskPriority, taskPriority],
]);
