import type { ReactElement, ReactNode } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import type { Contact, TimelineKind } from '@dealbook/contracts';
import { RecordHistory } from '../../records/components/RecordHistory.js';
import { RecordTimeline } from '../../records/components/RecordTimeline.js';
import { RecordTimelineLayout } from '../../records/components/RecordTimelineLayout.js';
import { recordWording } from '../../records/utils/historyDescription.js';
import { ContactHeader } from './ContactHeader.js';
import { ContactLinksPanel } from './ContactLinksPanel.js';
import { ContactOverview } from './ContactOverview.js';

export interface ContactDetailProps {
  /** The related-record tabs (tasks, notes …), composed by the page: features do not import each other's panels. */
  panels: ReactElement[];
  contact: Contact;
  /** What is due next on the contact, for the header (composed by the page). */
  nextTask?: ReactNode;
}

/** A person has no payments of their own. */
const contactKinds: readonly TimelineKind[] = ['calls', 'tasks', 'notes', 'documents', 'changes'];
/** A contact's history needs no words of its own: its form's labels, values as they are. */
const contactWording = recordWording('contact');

export function ContactDetail({ contact, panels, nextTask }: ContactDetailProps) {
  return (
    <RecordTimelineLayout
      header={<ContactHeader contact={contact} nextTask={nextTask} />}
      timeline={<RecordTimeline type="contact" id={contact._id} kinds={contactKinds} ownWording={contactWording} />}
      aside={
        <Tabs id="contact-tabs" renderActiveTabPanelOnly>
          <Tab id="overview" title="Overview" panel={<ContactOverview contact={contact} />} />
          <Tab
            id="companies"
            title={`Companies (${contact.companies.length})`}
            panel={<ContactLinksPanel contact={contact} list="companies" />}
          />
          <Tab
            id="referrals"
            title={`Referrals (${contact.referrals.length})`}
            panel={<ContactLinksPanel contact={contact} list="referrals" />}
          />
          {panels}
          <Tab
            id="history"
            title="History"
            panel={<RecordHistory type="contact" id={contact._id} wording={contactWording} />}
          />
        </Tabs>
      }
    />
  );
}
