import { createListState } from '../../records/states/createListState.js';
import { defaultBoardFilters, defaultTaskSort, taskSortFields } from '../utils/taskBoardQuery.js';

/** The tasks page's filters, sort and page for the session; dates of creation and change sort newest first. */
export const taskListState = createListState({
  emptyFilters: defaultBoardFilters,
  sortFields: taskSortFields,
  defaultSort: defaultTaskSort,
  descendingFirst: ['createdAt', 'updatedAt'],
});
