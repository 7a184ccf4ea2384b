import { describe, expect, it } from 'vitest';
import { EventType, type CrmEvent } from '@dealbook/contracts';
import { eventViewedItem } from './eventViewedItem.js';

describe('an event in Recently viewed', () => {
  it('is named by its description, with its type, date and town', () => {
    const event = {
      _id: 'e-1',
      description: 'Breakfast for sellers',
      eventType: EventType.Breakfast,
      eventDate: '2026-12-03T08:00:00.000Z',
      city: 'Leeds',
    } as CrmEvent;
    expect(eventViewedItem(event)).toEqual({
      objectId: 'e-1',
      name: 'Breakfast for sellers',
      type: 'Event',
      summary: 'Breakfast · 03/12/2026 · Leeds',
      logoUrl: '',
    });
  });
});
