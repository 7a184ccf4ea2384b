import { useMemo } from 'react';
import { RecordList, type ListEmptyProps } from '../../records/components/RecordList.js';
import type { ListQuery } from '../../records/hooks/useListPage.js';
import { projectQueries } from '../hooks/projectQueries.js';
import { projectListStates } from '../states/projectListState.js';
import { projectColumns } from '../utils/projectColumns.js';
import { projectSearchQuery, type ProjectFilters, type ProjectSortField } from '../utils/projectSearchQuery.js';
import { projectLists, type ProjectListKind } from '../utils/projectLists.js';

export interface ProjectsGridProps {
  kind: ProjectListKind;
  /** What the grid says when nothing matches. */
  empty: ListEmptyProps;
}

const exportFile = { route: '/api/projects/export', fallbackName: 'projects_export.xlsx' };

/** The list as a grid under the list's filter bar (shared with its board); it exports every row. */
export function ProjectsGrid({ kind, empty }: ProjectsGridProps) {
  const config = projectLists[kind];
  const columns = useMemo(() => projectColumns(config), [config]);
  const listQuery = useMemo<ListQuery<ProjectFilters, ProjectSortField>>(
    () => (filters, sort, page) => projectSearchQuery(config, filters, sort, page),
    [config],
  );
  return (
    <RecordList
      label={config.title}
      state={projectListStates[kind]}
      listQuery={listQuery}
      queryOptions={projectQueries.search}
      columns={columns}
      exportFile={exportFile}
      empty={empty}
    />
  );
}
