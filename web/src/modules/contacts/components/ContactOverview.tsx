import { Card, H2 } from '@blueprintjs/core';
import type { Contact } from '@dealbook/contracts';
import { mainAddressFields, otherAddressFields } from '../../places/utils/addressFields.js';
import { DefinitionList } from '../../ui/components/DefinitionList.js';
import { formatDate } from '../../ui/utils/format.js';
import { ContactCompanyLinks } from './ContactCompanyLinks.js';

export interface ContactOverviewProps {
  contact: Contact;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function addressLines(contact: Contact, fields: readonly (keyof Contact)[]): string[] {
  return fields.map((field) => String(contact[field] ?? '').trim()).filter((line) => line !== '');
}

function Address({ label, lines }: { label: string; lines: string[] }) {
  return (
    <section aria-label={label}>
      <h3 className="db-subheading">{label}</h3>
      {lines.length ? (
        <address>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </address>
      ) : (
        <p>—</p>
      )}
    </section>
  );
}

/** The contact at a glance: how to reach them, where they work, their ambassador status. */
export function ContactOverview({ contact }: ContactOverviewProps) {
  const reach = [
    { label: 'Email', value: contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '—' },
    { label: 'Telephone', value: contact.telephone || '—' },
    { label: 'Mobile', value: contact.mobile || '—' },
    {
      label: 'LinkedIn',
      value: contact.linkedIn ? (
        <a href={contact.linkedIn} target="_blank" rel="noreferrer noopener">
          Profile
        </a>
      ) : (
        '—'
      ),
    },
    { label: 'Do not contact', value: yesNo(contact.doNotContact) },
  ];
  const work = [
    { label: 'Job title', value: contact.jobTitle || '—' },
    { label: 'Companies', value: <ContactCompanyLinks companies={contact.companies} /> },
    { label: 'Ambassador', value: yesNo(contact.isAmbassador) },
    { label: 'Ambassador NDA signed', value: yesNo(contact.hasSignedAmbassadorNDA) },
    { label: 'Referrals', value: String(contact.referrals.length) },
    { label: 'Created', value: formatDate(contact.createdAt) },
  ];
  return (
    <div className="db-card-grid">
      <Card className="db-card">
        <H2 className="db-looks-h5">Contact details</H2>
        <DefinitionList items={reach} />
      </Card>
      <Card className="db-card">
        <H2 className="db-looks-h5">Work and ambassador</H2>
        <DefinitionList items={work} />
      </Card>
      <Card className="db-card">
        <H2 className="db-looks-h5">Addresses</H2>
        <div className="db-addresses">
          <Address label="Address" lines={addressLines(contact, mainAddressFields)} />
          <Address label="Other address" lines={addressLines(contact, otherAddressFields)} />
        </div>
      </Card>
      {contact.summary && (
        <Card className="db-card">
          <H2 className="db-looks-h5">Summary</H2>
          <p style={{ whiteSpace: 'pre-wrap' }}>{contact.summary}</p>
        </Card>
      )}
    </div>
  );
}
