import { AttachmentEvents } from './attachments/attachment-events.js';
import { BuyerLinkEvents } from './buyer-documents/buyer-link-events.js';
import { CommunicationEvents } from './communications/communication-events.js';
import { CompanyEvents } from './companies/company-events.js';
import { ContactEvents } from './contacts/contact-events.js';
import { CrmEventEvents } from './crm-events/crm-event-events.js';
import {
  changedFields,
  effectOf,
  type ChangedFields,
  type EventSpec,
  type RecordEffect,
} from './event-store/event-catalogue.js';
import type { PersonalPart } from './event-store/personal-data.js';
import { ImportEvents } from './imports/import-events.js';
import { NoteEvents } from './notes/note-events.js';
import { PaymentEvents } from './payments/payment-events.js';
import { ProjectEvents } from './projects/project-events.js';
import { PurchaseEvents } from './purchases/purchase-events.js';
import { ReportScheduleEvents } from './reports/report-schedule-events.js';
import { TaskEvents } from './tasks/task-events.js';
import { UserEvents } from './users/user-events.js';

/** Every aggregate's event catalogue, by event type (event type names are unique across them). */
export const everyEventCatalogue: Readonly<Record<string, EventSpec<never>>> = {
  ...AttachmentEvents,
  ...BuyerLinkEvents,
  ...CommunicationEvents,
  ...CompanyEvents,
  ...ContactEvents,
  ...CrmEventEvents,
  ...ImportEvents,
  ...NoteEvents,
  ...PaymentEvents,
  ...ProjectEvents,
  ...PurchaseEvents,
  ...ReportScheduleEvents,
  ...TaskEvents,
  ...UserEvents,
};

/**
 * What a recorded event did to its record, as the socket push and the history show it, read by
 * type across every catalogue (`changedFields` is the typed reading); undefined for a type no
 * catalogue knows (none of the product's own).
 */
export function recordChangeOf(
  type: string,
  data: unknown,
): { effect: RecordEffect; changes: ChangedFields } | undefined {
  const effect = effectOf(everyEventCatalogue, type);
  if (!effect) return undefined;
  try {
    return { effect, changes: changedFields(everyEventCatalogue, { type, data }) };
  } catch {
    // A payload not of its type's shape (an old event an upcaster missed) still says what it did.
    return { effect, changes: {} };
  }
}

/**
 * The parts of an event type's payload that are about a person (issue 37), as its catalogue
 * declares them; none for a type without personal data or unknown to every catalogue.
 */
export function personalPartsOf(type: string): readonly PersonalPart[] {
  const spec = Object.hasOwn(everyEventCatalogue, type)
    ? (everyEventCatalogue[type] as EventSpec<unknown> | undefined)
    : undefined;
  return spec?.personal ?? [];
}
