import type { ReactElement } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import type { Contact } from '@dealbook/contracts';
import { RecordHistory } from '../../records/components/RecordHistory.js';
import { describeContactEntry } from '../utils/contactHistory.js';
import { ContactHeader } from './ContactHeader.js';
import { ContactLinksPanel } from './ContactLinksPanel.js';
import { ContactOverview } from './ContactOverview.js';

export interface ContactDetailProps {
  /** The related-record tabs (tasks, notes …), composed by the page: features do not import each other's panels. */
  panels: ReactElement[];
  contact: Contact;
}

export function ContactDetail({ contact, panels }: ContactDetailProps) {
  return (
    <article className="db-company-detail">
      <ContactHeader contact={contact} />
      <Tabs id="contact-tabs" renderActiveTabPanelOnly large>
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
          panel={<RecordHistory type="contact" id={contact._id} describe={describeContactEntry} />}
        />
      </Tabs>
    </article>
  );
}
