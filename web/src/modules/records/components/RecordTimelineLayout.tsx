import './RecordTimeline.css';
import type { ReactNode } from 'react';

export interface RecordTimelineLayoutProps {
  header: ReactNode;
  /** The record's RecordTimeline: the main column. */
  timeline: ReactNode;
  /** The field cards and related panels: beside the timeline on a wide screen, below it on a phone. */
  aside: ReactNode;
}

/** Every record page's frame (company, contact, project, event, purchaser): the header, then the timeline first. */
export function RecordTimelineLayout({ header, timeline, aside }: RecordTimelineLayoutProps) {
  return (
    <article className="db-record-page">
      {header}
      <div className="db-record-layout">
        <div className="db-record-layout__main">{timeline}</div>
        <div className="db-record-layout__aside">{aside}</div>
      </div>
    </article>
  );
}
