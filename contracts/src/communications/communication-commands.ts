import type { RedactText } from '../event-store/personal-data.js';
import type { RecordRef } from '../links/linkable.js';
import type { CommunicationFields, CommunicationLinkType } from './communication.js';

/**
 * What the handler found in the read models before deciding (the decider does no I/O). Only ids
 * a command newly adds are refused: a contact deleted later does not block other edits.
 */
export interface CommunicationLookups {
  /** Links that name no existing record. */
  unknownLinks: RecordRef[];
  /** `employees` ids that are no active staff or external user. */
  unknownEmployees: string[];
  /** `contacted` ids that are no contact. */
  unknownContacted: string[];
  /**
   * The project and purchaser company of each purchase the command links, by purchase id: a
   * communication on a purchase is on its project and with its purchaser company too.
   */
  purchaseParents: Record<string, { project: string; company: string }>;
  /**
   * The purchases the command links whose client rejected them as purchasers (issue 14), with the
   * refusal in words, by purchase id: no call may be logged on them. Absent: none.
   */
  rejectedPurchases?: Record<string, string>;
}

export interface LogCommunication {
  type: 'LogCommunication';
  communicationId: string;
  fields: CommunicationFields;
  links: RecordRef[];
  /** Shared by the communications one mass log wrote; null for a single one. */
  massId: string | null;
  /** Who logs it: the employees when none are named. */
  author: string;
  lookups: CommunicationLookups;
}

export interface UpdateCommunication {
  type: 'UpdateCommunication';
  communicationId: string;
  changes: Partial<CommunicationFields>;
  /** Each named list replaces that type's links. */
  links: Partial<Record<CommunicationLinkType, string[]>>;
  lookups: CommunicationLookups;
}

export interface DeleteCommunication {
  type: 'DeleteCommunication';
  communicationId: string;
}

export type CommunicationCommand =
  LogCommunication | UpdateCommunication | DeleteCommunication | RedactText<'communicationId'>;
