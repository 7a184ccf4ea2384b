import { z } from 'zod';

/** Spec §3.7: a tick with the moment it was ticked (NDA sent, IM sent, checklist received …). */
export interface BooleanDate {
  checked: boolean;
  /** ISO 8601 date-time. */
  timestamp: string;
}

export const booleanDateSchema = z.object({
  checked: z.boolean().default(false),
  timestamp: z.iso.datetime({ offset: true }).default(() => new Date().toISOString()),
});

/** Whether a value has the BooleanDate shape (spreadsheet export splits it into two columns, §9). */
export function isBooleanDate(value: unknown): value is BooleanDate {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<BooleanDate>;
  return typeof candidate.checked === 'boolean' && typeof candidate.timestamp === 'string';
}
