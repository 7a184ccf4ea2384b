import { createListState } from '../../records/states/createListState.js';
import { defaultUserSort, emptyUsersFilter, userSortFields } from '../utils/userAdmin.js';

/** The users list's filters, sort and page for the session; dates sort newest first. */
export const userListState = createListState({
  emptyFilters: emptyUsersFilter,
  sortFields: userSortFields,
  defaultSort: defaultUserSort,
  descendingFirst: ['createdAt', 'updatedAt'],
});
