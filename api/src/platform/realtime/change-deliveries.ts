import { listRoom, recordRoom, type ChangeMessage, type RecordedEvent } from '@dealbook/contracts';
import { toChangeMessage } from './change-message.js';
import type { ChangeRoute, Delivery } from './change-routes.js';

/** Where one committed event is pushed: each delivery's rooms are sent `pushedMessage(message, delivery)`. */
export interface ChangeDeliveries {
  message: ChangeMessage;
  deliveries: Delivery[];
  /**
   * The list room a bulk operation's event (`metadata.via`) reaches: the live feed coalesces it
   * (at most one push a second, the latest), a resume replays it as it is.
   */
  bulkList?: string;
}

/**
 * The rooms of one committed event and what each may see, from its routes (DESIGN §6): its
 * record's and list's rooms unless a route calls it private, and every room a route's
 * `deliveries` names, with that route's redaction. The one routing both the live change feed and
 * a socket's resume after a reconnect use (`ChangeFanout`), so a replayed change reaches exactly
 * the rooms, with exactly the fields, the live one did. Undefined for an event that names no
 * record. A route whose lookup fails is reported and left out; this never throws.
 */
export async function changeDeliveries(
  routes: readonly ChangeRoute[],
  event: RecordedEvent,
  onError: (step: string, error: unknown) => void,
): Promise<ChangeDeliveries | undefined> {
  const message = toChangeMessage(event);
  if (!message) return undefined;
  const isPrivate = routes.some((route) => route.isPrivate?.(event));
  const bulk = event.metadata.via !== undefined;
  const deliveries: Delivery[] = isPrivate
    ? []
    : [{ rooms: [recordRoom(message.type, message.id), ...(bulk ? [] : [listRoom(message.type)])] }];
  for (const route of routes) {
    if (!route.deliveries) continue;
    try {
      deliveries.push(...(await route.deliveries(event, message)));
    } catch (error) {
      onError('rooms lookup', error);
    }
  }
  return {
    message,
    deliveries: deliveries.filter(({ rooms }) => rooms.length > 0),
    ...(!isPrivate && bulk ? { bulkList: listRoom(message.type) } : {}),
  };
}

/** What a delivery's rooms are sent: the change as the route cut it, about the record it names. */
export function pushedMessage(message: ChangeMessage, { changes, about }: Delivery): ChangeMessage {
  return { ...message, ...about, changes: changes ?? message.changes };
}

/** Users whose open sockets must be re-checked before this event, or any later, is pushed. */
export function accessNarrowedBy(routes: readonly ChangeRoute[], event: RecordedEvent): string[] {
  return [...new Set(routes.flatMap((route) => route.accessChangedFor?.(event) ?? []))];
}
