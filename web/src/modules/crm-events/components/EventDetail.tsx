import type { ReactElement } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import type { CrmEvent, TimelineKind } from '@dealbook/contracts';
import { RecordHistory } from '../../records/components/RecordHistory.js';
import { RecordTimeline } from '../../records/components/RecordTimeline.js';
import { RecordTimelineLayout } from '../../records/components/RecordTimelineLayout.js';
import { eventHistoryWording } from '../utils/eventFieldLabels.js';
import { AttendeesGrid } from './AttendeesGrid.js';
import { EventAddressCard, EventCostsCard } from './EventCards.js';
import { EventHeader } from './EventHeader.js';

export interface EventDetailProps {
  /** The related-record tabs (tasks, notes …), composed by the page: features do not import each other's panels. */
  panels: ReactElement[];
  event: CrmEvent;
}

/** An event has no calls or payments of its own: its tasks, notes, documents and edits. */
const eventKinds: readonly TimelineKind[] = ['tasks', 'notes', 'documents', 'changes'];

export function EventDetail({ event, panels }: EventDetailProps) {
  const overview = (
    <div className="db-card-grid">
      <EventCostsCard event={event} />
      <EventAddressCard event={event} />
    </div>
  );
  return (
    <RecordTimelineLayout
      header={<EventHeader event={event} />}
      timeline={<RecordTimeline type="event" id={event._id} kinds={eventKinds} ownWording={eventHistoryWording} />}
      aside={
        <Tabs id="event-tabs" renderActiveTabPanelOnly>
          <Tab id="overview" title="Overview" panel={overview} />
          <Tab id="attendees" title={`Attendees (${event.attendees.length})`} panel={<AttendeesGrid event={event} />} />
          {panels}
          <Tab
            id="history"
            title="History"
            panel={<RecordHistory type="event" id={event._id} wording={eventHistoryWording} />}
          />
        </Tabs>
      }
    />
  );
}
