import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import { listRoom } from '@dealbook/contracts';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { ListPager } from '../../ui/components/ListPager.js';
import { pastTheEnd } from '../../ui/utils/paging.js';
import { ExportXlsxButton } from '../../export/components/ExportXlsxButton.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { useContactSearch } from '../hooks/useContactSearch.js';
import {
  contactFilterDraftState,
  contactFiltersState,
  contactPageState,
  contactSortState,
  setContactPageSizeState,
  sortContactsByState,
} from '../states/contactListState.js';
import { contactSearchQuery, emptyContactFilters, hasActiveContactFilters } from '../utils/contactSearchQuery.js';
import { exportPath } from '../../export/utils/exportRequest.js';
import { ContactsFilterBar } from './ContactsFilterBar.js';
import { ContactsTable } from './ContactsTable.js';

const contactRooms = [listRoom('contact')];

/** Filter bar, grid and pager; the rows follow other people's edits live. */
export function ContactsList() {
  useRooms(contactRooms);
  const navigate = useNavigate();
  const filters = useAtomValue(contactFiltersState);
  const sort = useAtomValue(contactSortState);
  const [page, setPage] = useAtom(contactPageState);
  const setDraft = useSetAtom(contactFilterDraftState);
  const sortBy = useSetAtom(sortContactsByState);
  const setPageSize = useSetAtom(setContactPageSizeState);
  const search = useContactSearch();
  const total = search.data?.total ?? 0;
  const totalKind = search.data?.totalKind ?? 'exact';

  // Rows deleted elsewhere can leave the current page past the end: step back to the last one.
  useEffect(() => {
    if (search.data && pastTheEnd(page.index, page.size, total, totalKind)) {
      setPage({ ...page, index: Math.ceil(total / page.size) - 1 });
    }
  }, [search.data, total, totalKind, page, setPage]);

  const empty = search.isSuccess && search.data.rows.length === 0;
  const filtered = hasActiveContactFilters(filters);

  return (
    <div className="db-companies-list">
      <ContactsFilterBar />
      {search.isError && (
        <Callout intent="danger" title="The contacts could not be loaded">
          {errorMessage(search.error)}
        </Callout>
      )}
      {empty ? (
        <NonIdealState
          icon={filtered ? 'filter-remove' : 'people'}
          title={filtered ? 'No contacts match these filters' : 'No contacts yet'}
          action={
            filtered ? (
              <Button text="Clear filters" onClick={() => setDraft(emptyContactFilters)} />
            ) : (
              <Button intent="primary" icon="add" text="New contact" onClick={() => navigate('/contacts/new')} />
            )
          }
        />
      ) : (
        <ContactsTable
          rows={search.data?.rows ?? []}
          loading={search.isPending}
          skeletonRows={Math.min(page.size, 12)}
          sort={sort}
          onSort={(field, descending) => sortBy({ field, descending })}
        />
      )}
      <ListPager
        index={page.index}
        size={page.size}
        total={total}
        totalKind={totalKind}
        onPage={(index) => setPage({ ...page, index })}
        onSize={setPageSize}
      />
      <ExportXlsxButton
        path={exportPath('/api/contacts/export', contactSearchQuery(filters, sort, { index: 0, size: page.size }))}
        fallbackName="contacts_export.xlsx"
        disabled={search.isSuccess && search.data.rows.length === 0}
      />
    </div>
  );
}
