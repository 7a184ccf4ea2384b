/**
 * The record types a task, note, attachment or payment can be linked to (spec §3.7, §7.10).
 * A link is recorded as a domain event on the child's stream (`TaskLinked {to}`), so the child's
 * history says who linked what and when; the parent's list is a query over the child's read
 * model, filtered by the parent's id.
 */
export const LinkableTypes = ['company', 'contact', 'project', 'purchase', 'event', 'task'] as const;
export type LinkableType = (typeof LinkableTypes)[number];

/** A parent record a child is attached to. */
export interface RecordRef {
  type: LinkableType;
  id: string;
}

/** The list field that holds links to parents of each type (spec §3.7: contacts, companies, …). */
export const linkListField: Record<LinkableType, string> = {
  company: 'companies',
  contact: 'contacts',
  project: 'projects',
  purchase: 'purchases',
  event: 'events',
  task: 'tasks',
};
