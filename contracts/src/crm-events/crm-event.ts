import { z } from 'zod';
import { enumValues } from '../enums/numeric-enum.js';
import { AttendeeStatus, EventStatus, EventType } from '../enums/numeric-enums.js';

const text = (max: number) => z.string().trim().max(max).default('');
const member = <E extends Record<string, number>>(e: E, name: string) =>
  z.literal(enumValues(e), { error: `${name} must be one of ${enumValues(e).join(', ')}` });

/** Money in pounds: never negative, whole pence. */
const money = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .finite()
    .min(0, `${name} cannot be negative`)
    .max(1_000_000_000)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${name} must be in whole pence`)
    .default(0);

/** Every field a person edits on an event (spec §3.4), with the spec's defaults. */
export const crmEventFieldsSchema = z.object({
  eventType: member(EventType, 'eventType').default(EventType.Meeting),
  status: member(EventStatus, 'status').default(EventStatus.Active),
  description: z.string().trim().min(1, 'description is required').max(2000),
  budgetedCost: money('budgetedCost'),
  actualCost: money('actualCost'),
  eventDate: z.iso
    .datetime({ offset: true, error: 'eventDate must be an ISO date-time' })
    .default(() => new Date().toISOString()),
  line1: text(200),
  line2: text(200),
  city: text(100),
  county: text(100),
  postcode: text(20),
  country: text(100),
  currentStatusId: z.number().int().min(0).default(0),
});
export type CrmEventFields = z.output<typeof crmEventFieldsSchema>;
export type CrmEventFieldName = keyof CrmEventFields;
export const CrmEventFieldNames = Object.keys(crmEventFieldsSchema.shape) as CrmEventFieldName[];

/** One invited contact (spec §3.4 EventAttendee). */
export const eventAttendeeSchema = z
  .object({
    attendee: z.string().uuid('attendee must be a contact id').toLowerCase(),
    status: member(AttendeeStatus, 'status').default(AttendeeStatus.Invited),
    hasResponded: z.boolean().default(false),
  })
  .strict();
export type EventAttendee = z.output<typeof eventAttendeeSchema>;

const attendeeList = z
  .array(eventAttendeeSchema)
  .max(2000)
  .refine((list) => new Set(list.map((a) => a.attendee)).size === list.length, 'a contact is listed twice');

/** An event as the read model and the API return it; tasks, notes and attachments are queries. */
export type CrmEvent = CrmEventFields & {
  _id: string;
  attendees: EventAttendee[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** An attendee with what the contacts read model knows of the person (GET /api/event/attendees/{id}). */
export interface EventAttendeeDetail extends EventAttendee {
  contact: { _id: string; fullName: string; email: string; companies: string[] } | null;
}

/** Body of POST /api/event: the fields, and the first attendees. */
export const createCrmEventBodySchema = crmEventFieldsSchema.extend({ attendees: attendeeList.default([]) }).strict();
export type CreateCrmEventBody = z.input<typeof createCrmEventBodySchema>;

const readOnlyKeys = {
  _id: z.string().optional(),
  version: z.number().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  tasks: z.array(z.unknown()).optional(),
  notes: z.array(z.unknown()).optional(),
  attachments: z.array(z.unknown()).optional(),
};

/**
 * Body of PUT /api/event/{id}: the fields to change; `attendees`, when sent, is the whole new
 * list (the original client saves the event with its attendees), recorded attendee by attendee.
 */
export const updateCrmEventBodySchema = z
  .object(
    Object.fromEntries(
      Object.entries(crmEventFieldsSchema.shape).map(([key, schema]) => [
        key,
        (schema instanceof z.ZodDefault ? schema.removeDefault() : schema).optional(),
      ]),
    ) as unknown as { [K in CrmEventFieldName]: z.ZodOptional<z.ZodType<CrmEventFields[K]>> },
  )
  .extend({ attendees: attendeeList.optional(), ...readOnlyKeys })
  .strict();
export type UpdateCrmEventBody = z.output<typeof updateCrmEventBodySchema>;

/** Body of POST /api/event/{id}/attendees. */
export const inviteAttendeeBodySchema = eventAttendeeSchema;
/** Body of PUT /api/event/{id}/attendees/{contactId}. */
export const changeAttendeeBodySchema = z
  .object({
    status: member(AttendeeStatus, 'status').optional(),
    hasResponded: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.hasResponded !== undefined, 'send status or hasResponded');
export type ChangeAttendeeBody = z.output<typeof changeAttendeeBodySchema>;
