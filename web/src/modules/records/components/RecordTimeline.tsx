import './RecordTimeline.css';
import { Button, Icon, type IconName } from '@blueprintjs/core';
import {
  listRoom,
  TimelineLinkedTypes,
  timelineKindOf,
  type HistoryEntry,
  type TimelineKind,
} from '@dealbook/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { timelineQueries } from '../hooks/timelineQueries.js';
import { describeHistoryEntry, type HistoryWording } from '../utils/historyDescription.js';
import { HistoryChangeList } from './HistoryChangeList.js';
import { HistorySentence } from './HistorySentence.js';
import { RecordTimelineKinds } from './RecordTimelineKinds.js';
import { RecordTimelineSkeleton } from './RecordTimelineSkeleton.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

export interface RecordTimelineProps {
  /** The record's stream type: company, contact, project, event or purchase. */
  type: string;
  id: string;
  /** The chips offered, in order (a contact has no payments); "All" always comes first. */
  kinds: readonly TimelineKind[];
  /** How the from → to lines under the record's own edits are worded; none when absent. */
  ownWording?: HistoryWording;
}

const kindIcons: Record<TimelineKind, IconName> = {
  calls: 'phone',
  tasks: 'tick-circle',
  notes: 'annotation',
  documents: 'document',
  payments: 'bank-account',
  changes: 'edit',
};

/** Pushes for any record a timeline shows reach it: their list rooms (refetches are coalesced). */
const linkedRooms = TimelineLinkedTypes.map((type) => listRoom(type));

/** Lines of one stream share no version with another's: the key names the stream too. */
const entryKey = (entry: HistoryEntry) => `${entry.source?.type ?? ''}:${entry.source?.id ?? ''}:${entry.version}`;

/**
 * What happened on a record and on everything linked to it (calls, tasks, notes, documents,
 * payments, projects), newest first, in words, each line linking to its record; narrowed by
 * kind, older lines a page at a time, kept current by the socket.
 */
export function RecordTimeline({ type, id, kinds, ownWording }: RecordTimelineProps) {
  const [kind, setKind] = useState<TimelineKind | undefined>(undefined);
  useRooms(linkedRooms);
  const timeline = useInfiniteQuery(timelineQueries.pages(type, id, kind));
  const entries = timeline.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section className="db-timeline" aria-labelledby="db-timeline-title">
      <h2 id="db-timeline-title" className="db-timeline__title">
        Activity
      </h2>
      <RecordTimelineKinds kinds={kinds} chosen={kind} onChoose={setKind} />
      {timeline.isPending ? (
        <RecordTimelineSkeleton />
      ) : timeline.isError ? (
        <Notice intent="danger" title="The timeline could not be loaded">
          {errorMessage(timeline.error)}
        </Notice>
      ) : entries.length === 0 ? (
        <EmptyState icon="history" title={kind ? 'Nothing of this kind yet' : 'No activity yet'} />
      ) : (
        <ol className="db-timeline__list" aria-label="Activity">
          {entries.map((entry) => {
            const own = (entry.source?.id ?? id) === id;
            const changes = own && ownWording ? describeHistoryEntry(entry, ownWording).changes : [];
            return (
              <li key={entryKey(entry)} className="db-timeline__entry">
                <Icon
                  className="db-timeline__icon"
                  icon={kindIcons[timelineKindOf(entry.source?.type ?? type)]}
                  size={14}
                  aria-hidden
                />
                <div className="db-timeline__body">
                  <HistorySentence parts={entry.sentence} />
                  {entry.via && <span className="db-history__via"> ({entry.via.label})</span>}
                  <time className="db-timeline__time" dateTime={entry.recordedAt}>
                    {formatDateTime(entry.recordedAt)}
                  </time>
                  <HistoryChangeList changes={changes} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {timeline.hasNextPage && (
        <Button
          className="db-timeline__older"
          variant="outlined"
          text="Show older"
          loading={timeline.isFetchingNextPage}
          onClick={() => void timeline.fetchNextPage()}
        />
      )}
    </section>
  );
}
