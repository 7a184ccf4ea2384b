import { Button } from '@blueprintjs/core';
import { GlobalSearchMinLength } from '@dealbook/contracts';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { SearchResults } from '../modules/search/components/SearchResults.js';
import { useGlobalSearch } from '../modules/search/hooks/useGlobalSearch.js';
import { searchOverlayOpenState } from '../modules/search/states/searchOverlayOpenState.js';
import { searchTermState } from '../modules/search/states/searchTermState.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';
import { EmptyState } from '../modules/ui/components/EmptyState.js';

/** /search (spec §2.5): the results of what is typed in the header's search overlay. */
export function SearchPage() {
  const typed = useAtomValue(searchTermState);
  const [overlayOpen, setOverlayOpen] = useAtom(searchOverlayOpenState);
  const search = useGlobalSearch(typed);

  // Arriving here with nothing typed (a link, a reload): open the search box straight away.
  useEffect(() => {
    if (!typed) setOverlayOpen(true);
  }, []);

  return (
    <>
      {/* The open box floats under the top bar; the page steps down so it covers neither the heading
          nor "Search again" (on a phone it spans the whole width). */}
      <div className={overlayOpen ? 'db-page-header db-search-page__header--below-box' : 'db-page-header'}>
        <PageTitle title={search.term ? `Results for “${search.term}”` : 'Search'} />
        <Button icon="search" text="Search again" onClick={() => setOverlayOpen(true)} />
      </div>
      {search.term === undefined ? (
        <EmptyState
          icon="search"
          title="Search companies, contacts and projects"
          description={`Type at least ${GlobalSearchMinLength} characters; press / anywhere to start.`}
        />
      ) : (
        <SearchResults result={search.data} error={search.error} />
      )}
    </>
  );
}
