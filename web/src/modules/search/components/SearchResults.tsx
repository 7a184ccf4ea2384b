import type { GlobalSearchResult } from '@dealbook/contracts';
import { errorMessage } from '../../api/ApiError.js';
import { CompanySearchEntry } from './CompanySearchEntry.js';
import { ContactSearchEntry } from './ContactSearchEntry.js';
import { ProjectSearchEntry } from './ProjectSearchEntry.js';
import { SearchColumn } from './SearchColumn.js';
import { Notice } from '../../ui/components/Notice.js';

export interface SearchResultsProps {
  result: GlobalSearchResult | undefined;
  error: unknown;
}

const byId = (item: { _id: string }) => item._id;

/** The four columns of spec §2.5: Companies, Contacts, Opportunities, Deals. */
export function SearchResults({ result, error }: SearchResultsProps) {
  if (error) {
    return (
      <Notice intent="danger" title="The search failed">
        {errorMessage(error)}
      </Notice>
    );
  }
  return (
    <div className="db-search-results">
      <SearchColumn
        title="Companies"
        column={result?.companies}
        keyOf={byId}
        renderItem={(company) => <CompanySearchEntry company={company} />}
      />
      <SearchColumn
        title="Contacts"
        column={result?.contacts}
        keyOf={byId}
        renderItem={(contact) => <ContactSearchEntry contact={contact} />}
      />
      <SearchColumn
        title="Opportunities"
        column={result?.opportunities}
        keyOf={byId}
        renderItem={(project) => <ProjectSearchEntry project={project} kind="opportunity" />}
      />
      <SearchColumn
        title="Deals"
        column={result?.deals}
        keyOf={byId}
        renderItem={(project) => <ProjectSearchEntry project={project} kind="deal" />}
      />
    </div>
  );
}
