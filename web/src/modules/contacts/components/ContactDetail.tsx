import { Tab, Tabs } from '@blueprintjs/core';
import type { Contact } from '@dealbook/contracts';
import { recordPanelTabs } from '../../records/components/RecordPanels.js';
import { ContactHeader } from './ContactHeader.js';
import { ContactHistory } from './ContactHistory.js';
import { ContactLinksPanel } from './ContactLinksPanel.js';
import { ContactOverview } from './ContactOverview.js';

export interface ContactDetailProps {
  contact: Contact;
}

export function ContactDetail({ contact }: ContactDetailProps) {
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
        {recordPanelTabs({ parent: { type: 'contact', id: contact._id } })}
        <Tab id="history" title="History" panel={<ContactHistory contactId={contact._id} />} />
      </Tabs>
    </article>
  );
}
