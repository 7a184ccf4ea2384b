import { z } from 'zod';
import { recordKeys } from '../http/record-schemas.js';
import { crmEventFieldsSchema, eventAttendeeSchema, type CrmEvent, type EventAttendeeDetail } from './crm-event.js';

const attendeeSchema = eventAttendeeSchema.strip();

export const crmEventSchema = crmEventFieldsSchema.extend({
  ...recordKeys,
  attendees: z.array(attendeeSchema),
}) satisfies z.ZodType<CrmEvent>;

export const eventAttendeeDetailSchema = attendeeSchema.extend({
  contact: z
    .object({ _id: z.string(), fullName: z.string(), email: z.string(), companies: z.array(z.string()) })
    .nullable(),
}) satisfies z.ZodType<EventAttendeeDetail>;
