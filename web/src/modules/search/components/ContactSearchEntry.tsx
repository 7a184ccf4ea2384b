import type { ContactSearchHit } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { contactQueries } from '../../contacts/hooks/contactQueries.js';
import { usePrefetchOnIntent } from '../../records/hooks/usePrefetchOnIntent.js';
import { otherCompaniesText } from '../utils/searchTerm.js';

export interface ContactSearchEntryProps {
  contact: ContactSearchHit;
}

/** Name, then "job title - company - Other Companies : N" (spec §2.5), linking to the contact. */
export function ContactSearchEntry({ contact }: ContactSearchEntryProps) {
  const prefetch = usePrefetchOnIntent(contactQueries.record(contact._id));
  const details = [contact.jobTitle, contact.companyName, otherCompaniesText(contact.companyCount)].filter(Boolean);
  return (
    <Link className="db-search-entry" to={`/contacts/${contact._id}`} {...prefetch}>
      <span className="db-search-entry__text">
        <strong>
          {contact.firstName} {contact.lastName}
        </strong>
        {details.length > 0 && <small className="bp6-text-muted">{details.join(' - ')}</small>}
      </span>
    </Link>
  );
}
