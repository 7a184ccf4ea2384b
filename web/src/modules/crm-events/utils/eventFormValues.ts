import { crmEventFieldsSchema, EventStatus, EventType, type CrmEventFields } from '@dealbook/contracts';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';

/** What the event form edits: text as typed; numbers and the date are parsed on submit. */
export interface EventFormValues {
  eventType: number;
  status: number;
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
}

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
  };
}

export function toEventFormValues(fields: CrmEventFields): EventFormValues {
  return {
    ...fields,
    budgetedCost: String(fields.budgetedCost),
    actualCost: String(fields.actualCost),
    eventDate: fields.eventDate,
  };
}

/** Money as typed ("1,250.50", "£300") to a number; NaN when it is not one. */
function parseMoney(text: string): number {
  const cleaned = text.replace(/[£,\s]/g, '');
  return cleaned === '' ? 0 : Number(cleaned);
}

export type ParsedEventForm = { ok: true; fields: CrmEventFields } | { ok: false; errors: FieldErrors };

/** The contracts schema judges the form, so the browser and the server agree on what is valid. */
export function parseEventForm(values: EventFormValues, currentStatusId = 0): ParsedEventForm {
  const date = new Date(values.eventDate);
  const parsed = crmEventFieldsSchema.safeParse({
    ...values,
    budgetedCost: parseMoney(values.budgetedCost),
    actualCost: parseMoney(values.actualCost),
    eventDate: Number.isNaN(date.getTime()) ? values.eventDate : date.toISOString(),
    currentStatusId,
  });
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= issue.message.includes('received NaN') ? `${field} must be a number` : issue.message;
  }
  return { ok: false, errors };
}

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
