import type { RedactText } from '../event-store/personal-data.js';
import type { ClientDecision } from '../client-portal/client-review.js';
import type { NamedRef } from '../projects/project-events.js';
import type { PurchaseFields } from './purchase.js';

/**
 * What the handler found in the read models before a registration is decided (the decider does
 * no I/O): the purchaser company, the project with its client, and any purchase that already
 * records this company on this project.
 */
export interface PurchaseRegistrationLookups {
  /** null when no company has the id given. */
  company: NamedRef | null;
  /** null when no project has the id given. */
  project: (NamedRef & { client: NamedRef }) | null;
  existingPurchaseId: string | null;
}

export interface RegisterPurchase {
  type: 'RegisterPurchase';
  purchaseId: string;
  fields: PurchaseFields;
  /** The score of the first step, when the purchaser starts at a stage. */
  score: number;
  /** The moment of the command (ISO), so the decider stays pure: the first step's date. */
  at: string;
  lookups: PurchaseRegistrationLookups;
}

/** The editable fields of a purchase; a new `currentStage` adds a step scored `score` (0). */
export type PurchaseChanges = Partial<Omit<PurchaseFields, 'company' | 'project'>> & { score?: number };

export interface UpdatePurchase {
  type: 'UpdatePurchase';
  purchaseId: string;
  changes: PurchaseChanges;
  /** The moment of the command (ISO): the date of a new step. */
  at: string;
}

export interface DeletePurchase {
  type: 'DeletePurchase';
  purchaseId: string;
}

/** The team submits the purchaser to the client for approval (issue 14), or again after a rejection. */
export interface SubmitPurchaseForApproval {
  type: 'SubmitPurchaseForApproval';
  purchaseId: string;
  /** What the team tells the client about the purchaser. */
  note: string;
  /** The purchaser's sector in words, when the team shares it; null otherwise. */
  sector: string | null;
  /** The moment of the submission (ISO). */
  at: string;
}

/** The client's decision on a purchaser waiting for it. */
export interface DecidePurchaseApproval {
  type: 'DecidePurchaseApproval';
  purchaseId: string;
  decision: ClientDecision;
  comment: string;
  /** The moment of the decision (ISO). */
  at: string;
}

export type PurchaseCommand =
  | RegisterPurchase
  | UpdatePurchase
  | DeletePurchase
  | SubmitPurchaseForApproval
  | DecidePurchaseApproval
  | RedactText<'purchaseId'>;
