import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import type { PageSize } from '../../ui/utils/paging.js';
import { ProjectListKinds, type ProjectListKind } from '../utils/projectLists.js';
import {
  defaultProjectSort,
  emptyProjectFilters,
  toggleProjectSort,
  type ProjectFilters,
  type ProjectSort,
  type ProjectSortField,
} from '../utils/projectSearchQuery.js';

export interface ProjectListState {
  /** What the filter bar shows, updated on every keystroke. */
  draft: PrimitiveAtom<ProjectFilters>;
  /** What the grid and board query: the draft once it has settled. */
  filters: PrimitiveAtom<ProjectFilters>;
  sort: PrimitiveAtom<ProjectSort>;
  page: PrimitiveAtom<{ index: number; size: PageSize }>;
  /** New filters start again at the first page; re-applying the same filters changes nothing. */
  applyFilters: WritableAtom<null, [ProjectFilters], void>;
  /** Without a direction the column toggles (header click); with one it is set (header menu). */
  sortBy: WritableAtom<null, [{ field: ProjectSortField; descending?: boolean }], void>;
  setPageSize: WritableAtom<null, [PageSize], void>;
}

function createListState(): ProjectListState {
  const draft = atom<ProjectFilters>(emptyProjectFilters);
  const filters = atom<ProjectFilters>(emptyProjectFilters);
  const sort = atom<ProjectSort>(defaultProjectSort);
  const page = atom<{ index: number; size: PageSize }>({ index: 0, size: 50 });
  return {
    draft,
    filters,
    sort,
    page,
    applyFilters: atom(null, (get, set, next: ProjectFilters) => {
      if (JSON.stringify(get(filters)) === JSON.stringify(next)) return;
      set(filters, next);
      set(page, (current) => ({ ...current, index: 0 }));
    }),
    sortBy: atom(null, (get, set, { field, descending }: { field: ProjectSortField; descending?: boolean }) => {
      set(sort, descending === undefined ? toggleProjectSort(get(sort), field) : { field, descending });
      set(page, (current) => ({ ...current, index: 0 }));
    }),
    setPageSize: atom(null, (_get, set, size: PageSize) => set(page, { index: 0, size })),
  };
}

/**
 * Each project list keeps its own filters, sort and page for the session, so going into a
 * project and back lands on the same rows (as the companies list does).
 */
export const projectListStates: Record<ProjectListKind, ProjectListState> = Object.fromEntries(
  ProjectListKinds.map((kind) => [kind, createListState()]),
) as Record<ProjectListKind, ProjectListState>;
