import type { DomainEvent, EventCatalogue, EventSpec } from '@dealbook/contracts';

/**
 * The values an event gives its record's fields, as its aggregate's event catalogue reads the
 * payload (DESIGN §3): which fields an event changes is written once, in contracts, and the
 * projections merge these into their documents instead of reading the payload again.
 */
export function cataloguedValues<E extends DomainEvent>(
  catalogue: EventCatalogue<E>,
  event: Pick<E, 'type' | 'data'>,
): Record<string, unknown> {
  const spec = catalogue[event.type as E['type']] as EventSpec<E['data']>;
  return Object.fromEntries(Object.entries(spec.changes(event.data)).map(([field, change]) => [field, change.to]));
}
