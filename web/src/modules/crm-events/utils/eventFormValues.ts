import { crmEventFieldsSchema, EventStatus, EventType, type CrmEventFields } from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

/** What the event form edits: costs as typed; the date as the date field writes it. */
export type EventFormValues = {
  eventType: CrmEventFields['eventType'];
  status: CrmEventFields['status'];
  description: string;
  budgetedCost: string;
  actualCost: string;
  /** An ISO instant, as the date field writes it. */
  eventDate: string;
  line1: string;
  line2: string;
  city: string;
  county: string;
  postcode: string;
  country: string;
  /** Not shown: carried unchanged from the record (0 for a new event). */
  currentStatusId: number;
};

export const eventAddressFields = ['line1', 'line2', 'city', 'county', 'postcode', 'country'] as const;

/** The minute `now` falls in: a new event starts on the minute, as the picker shows it. */
const onTheMinute = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();

export function emptyEventValues(now = new Date()): EventFormValues {
  return {
    eventType: EventType.Meeting,
    status: EventStatus.Active,
    description: '',
    budgetedCost: '0',
    actualCost: '0',
    eventDate: onTheMinute(now),
    line1: '',
    line2: '',
    city: '',
    county: '',
    postcode: '',
    country: 'United Kingdom',
    currentStatusId: 0,
  };
}

export function toEventFormValues(fields: CrmEventFields): EventFormValues {
  return {
    ...fields,
    budgetedCost: String(fields.budgetedCost),
    actualCost: String(fields.actualCost),
  };
}

/** Money as typed ("1,250.50", "£300") to a number; NaN when it is not one. */
function parseMoney(text: string): number {
  const cleaned = text.replace(/[£,\s]/g, '');
  return cleaned === '' ? 0 : Number(cleaned);
}

/** A date as an ISO instant in UTC; what is not a date is left for the schema to refuse. */
function isoInstant(text: string): string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** The form's values made into the event's fields, checked by the server's own schema. */
export const eventFormSchema = formSchema(
  (values: EventFormValues) => ({
    ...values,
    budgetedCost: parseMoney(values.budgetedCost),
    actualCost: parseMoney(values.actualCost),
    eventDate: isoInstant(values.eventDate),
  }),
  crmEventFieldsSchema,
);

/** Only what differs from the version the form was loaded from. */
export function changedEventFields(base: CrmEventFields, next: CrmEventFields): Partial<CrmEventFields> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const before = base[key as keyof CrmEventFields];
    const same = key === 'eventDate' ? Date.parse(String(before)) === Date.parse(String(value)) : before === value;
    if (!same) changes[key] = value;
  }
  return changes as Partial<CrmEventFields>;
}
