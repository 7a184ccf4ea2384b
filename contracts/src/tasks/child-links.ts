import { z } from 'zod';
import { linkListField, type LinkableType, type RecordRef } from '../links/linkable.js';

/**
 * The parent links of a child record (task, note, payment) as its API shows them: one id list
 * per parent type, named by `linkListField` (companies, contacts, …). Shared by the three
 * child features; each names the parent types it may be linked to.
 */
export type ChildLinkLists<T extends LinkableType> = { [K in T as LinkListName<K>]: string[] };

/** `linkListField` with its literal names, so the lists type-check by name. */
interface LinkListNames {
  company: 'companies';
  contact: 'contacts';
  project: 'projects';
  purchase: 'purchases';
  event: 'events';
  task: 'tasks';
}
type LinkListName<T extends LinkableType> = LinkListNames[T];

const idList = z
  .array(z.uuid({ message: 'must be a list of record ids (UUIDs)' }).transform((id) => id.toLowerCase()))
  .max(100)
  .transform((ids) => [...new Set(ids)]);

/** A zod shape with one id list per parent type, defaulting to empty (create bodies). */
export function linkListShape<T extends LinkableType>(types: readonly T[]) {
  return Object.fromEntries(types.map((type) => [linkListField[type], idList.default([])])) as {
    [K in T as LinkListName<K>]: z.ZodDefault<typeof idList>;
  };
}

/** The same lists, each optional: a PUT that names a list replaces that list of links. */
export function optionalLinkListShape<T extends LinkableType>(types: readonly T[]) {
  return Object.fromEntries(types.map((type) => [linkListField[type], idList.optional()])) as {
    [K in T as LinkListName<K>]: z.ZodOptional<typeof idList>;
  };
}

/** The id lists of a body as the refs they name, in the order given. */
export function refsOf<T extends LinkableType>(types: readonly T[], body: object): RecordRef[] {
  const lists = body as Partial<Record<string, string[]>>;
  return types.flatMap((type) => (lists[linkListField[type]] ?? []).map((id) => ({ type, id })));
}

/** The lists a PUT body names (absent lists stay as they are). */
export function namedLinkLists<T extends LinkableType>(
  types: readonly T[],
  body: object,
): Partial<Record<T, string[]>> {
  const lists: Partial<Record<T, string[]>> = {};
  for (const type of types) {
    const list = (body as Record<string, unknown>)[linkListField[type]];
    if (Array.isArray(list)) lists[type] = list as string[];
  }
  return lists;
}

/** Someone a task is assigned to, or who wrote a note: enough to show a name. */
export interface PersonSummary {
  _id: string;
  fullName: string;
}

/**
 * A moment as an ISO 8601 date-time with an offset, stored in UTC (`…Z`) so that stored dates
 * compare and sort as text.
 */
export const isoInstant = z.iso
  .datetime({ offset: true, message: 'must be an ISO date-time such as 2026-11-22T09:00:00Z' })
  .transform((text) => new Date(text).toISOString());
