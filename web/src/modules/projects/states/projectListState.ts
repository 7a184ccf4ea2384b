import { createListState, type ListState } from '../../records/states/createListState.js';
import { ProjectListKinds, type ProjectListKind } from '../utils/projectLists.js';
import {
  defaultProjectSort,
  emptyProjectFilters,
  projectSortFields,
  type ProjectFilters,
  type ProjectSortField,
} from '../utils/projectSearchQuery.js';

/**
 * Each project list (opportunities, deals, the Velocity ones) keeps its own filters, sort and
 * page for the session, shared by its board and its grid.
 */
export const projectListStates = Object.fromEntries(
  ProjectListKinds.map((kind) => [
    kind,
    createListState({
      emptyFilters: emptyProjectFilters,
      sortFields: projectSortFields,
      defaultSort: defaultProjectSort,
      descendingFirst: ['updatedAt'],
    }),
  ]),
) as Record<ProjectListKind, ListState<ProjectFilters, ProjectSortField>>;
