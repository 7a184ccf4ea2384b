import { Card, H2, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { ListPager } from '../../ui/components/ListPager.js';
import { pastTheEnd, type PageSize } from '../../ui/utils/paging.js';
import { useImportList } from '../hooks/useImports.js';
import { PastImportsTable } from './PastImportsTable.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

/** The imports made so far, newest first, a page at a time, live. */
export function PastImportsCard() {
  const [index, setIndex] = useState(0);
  const [size, setSize] = useState<PageSize>(25);
  const list = useImportList(size, index * size);
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  // Imports deleted elsewhere can leave this page past the end: back to the last one.
  if (list.data && pastTheEnd(index, size, total, list.data.totalKind))
    setIndex(Math.max(0, Math.ceil(total / size) - 1));

  return (
    <Card className="db-import-past">
      <H2 className="db-looks-h4">Past imports</H2>
      {list.isPending ? (
        <Spinner size={24} aria-label="Loading the past imports" />
      ) : list.isError && !list.data ? (
        <Notice intent="danger" title="The past imports could not be loaded">
          {errorMessage(list.error)}
        </Notice>
      ) : rows.length === 0 ? (
        <EmptyState
          icon="import"
          title="No imports yet"
          description="Files you import appear here, with what their rows came to."
        />
      ) : (
        <>
          <PastImportsTable imports={rows} />
          <ListPager
            index={index}
            size={size}
            total={total}
            totalKind={list.data?.totalKind}
            onPage={setIndex}
            onSize={(next) => {
              setSize(next);
              setIndex(0);
            }}
          />
        </>
      )}
    </Card>
  );
}
