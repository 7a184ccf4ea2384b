import type { CrmEvent, RecentlyViewedBody } from '@dealbook/contracts';
import { formatDate } from '../../ui/utils/format.js';
import { eventTypeLabel } from './eventLabels.js';

/** How an event shows in Recently viewed: its description, with its type, date and town. */
export function eventViewedItem(event: CrmEvent): RecentlyViewedBody {
  return {
    objectId: event._id,
    name: event.description,
    type: 'Event',
    summary: [eventTypeLabel(event.eventType), formatDate(event.eventDate), event.city]
      .filter((part) => part.trim() !== '')
      .join(' · '),
    logoUrl: '',
  };
}
