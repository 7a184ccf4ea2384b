import type { ReactElement } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import type { CrmEvent } from '@dealbook/contracts';
import { RecordHistory } from '../../records/components/RecordHistory.js';
import { describeEventHistory } from '../utils/eventHistory.js';
import { AttendeesGrid } from './AttendeesGrid.js';
import { EventAddressCard, EventCostsCard } from './EventCards.js';
import { EventHeader } from './EventHeader.js';

export interface EventDetailProps {
  /** The related-record tabs (tasks, notes …), composed by the page: features do not import each other's panels. */
  panels: ReactElement[];
  event: CrmEvent;
}

export function EventDetail({ event, panels }: EventDetailProps) {
  const overview = (
    <div className="db-card-grid">
      <EventCostsCard event={event} />
      <EventAddressCard event={event} />
    </div>
  );
  return (
    <article className="db-event-detail">
      <EventHeader event={event} />
      <Tabs id="event-tabs" renderActiveTabPanelOnly large>
        <Tab id="overview" title="Overview" panel={overview} />
        <Tab id="attendees" title={`Attendees (${event.attendees.length})`} panel={<AttendeesGrid event={event} />} />
        {panels}
        <Tab
          id="history"
          title="History"
          panel={<RecordHistory type="event" id={event._id} describe={describeEventHistory} />}
        />
      </Tabs>
    </article>
  );
}
