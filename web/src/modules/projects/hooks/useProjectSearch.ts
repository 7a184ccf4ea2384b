import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryKeys } from '../../api/queryKeys.js';
import { projectListStates } from '../states/projectListState.js';
import { projectLists, type ProjectListKind } from '../utils/projectLists.js';
import { usePageAfter } from '../../records/hooks/usePageAfter.js';
import { projectSearchQuery } from '../utils/projectSearchQuery.js';
import { projectQueries } from './projectQueries.js';

/** The grid's page of projects; the previous page stays on screen while the next loads. */
export function useProjectSearch(kind: ProjectListKind) {
  const state = projectListStates[kind];
  const filters = useAtomValue(state.filters);
  const sort = useAtomValue(state.sort);
  const page = useAtomValue(state.page);
  const keyOfPage = (index: number, after: string | undefined) =>
    queryKeys.list(
      'project',
      'search',
      projectSearchQuery(projectLists[kind], filters, sort, { ...page, index, after }),
    );
  const query = projectSearchQuery(projectLists[kind], filters, sort, {
    ...page,
    after: usePageAfter(page.index, keyOfPage),
  });
  return useQuery(projectQueries.search(query));
}
