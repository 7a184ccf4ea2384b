import { Callout } from '@blueprintjs/core';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, type ReactNode } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { ListPager } from '../../ui/components/ListPager.js';
import { pastTheEnd } from '../../ui/utils/paging.js';
import { ExportXlsxButton } from '../../export/components/ExportXlsxButton.js';
import { RecordGrid } from '../../records/components/RecordGrid.js';
import { useProjectSearch } from '../hooks/useProjectSearch.js';
import { projectListStates } from '../states/projectListState.js';
import { projectColumns, projectLinkColumns } from '../utils/projectColumns.js';
import { exportPath } from '../../export/utils/exportRequest.js';
import { projectSearchQuery } from '../utils/projectSearchQuery.js';
import { projectLists, type ProjectListKind } from '../utils/projectLists.js';

export interface ProjectsGridProps {
  kind: ProjectListKind;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
}

/** The list as a grid: the server sorts, filters and pages (DESIGN §1), and exports every row. */
export function ProjectsGrid({ kind, empty }: ProjectsGridProps) {
  const config = projectLists[kind];
  const state = projectListStates[kind];
  const sort = useAtomValue(state.sort);
  const filters = useAtomValue(state.filters);
  const [page, setPage] = useAtom(state.page);
  const sortBy = useSetAtom(state.sortBy);
  const setPageSize = useSetAtom(state.setPageSize);
  const search = useProjectSearch(kind);
  const total = search.data?.total ?? 0;
  const totalKind = search.data?.totalKind ?? 'exact';
  const columns = useMemo(() => projectColumns(config), [config]);

  // Rows deleted elsewhere can leave the current page past the end: step back to the last one.
  useEffect(() => {
    if (search.data && pastTheEnd(page.index, page.size, total, totalKind)) {
      setPage({ ...page, index: Math.ceil(total / page.size) - 1 });
    }
  }, [search.data, total, totalKind, page, setPage]);

  return (
    <>
      {search.isError && (
        <Callout intent="danger" title={`The ${config.title.toLowerCase()} could not be loaded`}>
          {errorMessage(search.error)}
        </Callout>
      )}
      {search.isSuccess && search.data.rows.length === 0 ? (
        empty
      ) : (
        <RecordGrid
          label={config.title}
          columns={columns}
          interactiveColumns={projectLinkColumns}
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
        path={exportPath('/api/projects/export', projectSearchQuery(config, filters, sort, { ...page, index: 0 }))}
        fallbackName="projects_export.xlsx"
        disabled={search.isSuccess && search.data.rows.length === 0}
      />
    </>
  );
}
