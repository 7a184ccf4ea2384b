import '../recordList.css';
import type { ReactNode } from 'react';
import { Button, InputGroup } from '@blueprintjs/core';
import { useAtom } from 'jotai';
import { useSettledFilters } from '../hooks/useSettledFilters.js';
import { isFiltered, type ListState } from '../states/createListState.js';

/** A list's filters being edited: what the bar shows, and how one filter changes. */
export interface FilterDraft<Filters> {
  draft: Filters;
  set: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
}

type TextFields<Filters> = { [K in keyof Filters]: Filters[K] extends string ? K : never }[keyof Filters];

export interface FilterBarProps<Filters, F extends string> {
  state: ListState<Filters, F>;
  /** The bar's name as a landmark ("Company filters"): a page may have two lists. */
  name: string;
  /** The search box leading the bar: the text filter it edits, its placeholder and its name. */
  search: { field: TextFields<Filters>; placeholder: string; label: string };
  /** The other filters of the first row (selects, a city). */
  children?: (filter: FilterDraft<Filters>) => ReactNode;
  /** A second row (flags, multiple choices), under the first. */
  more?: (filter: FilterDraft<Filters>) => ReactNode;
}

/**
 * Every record list's filter bar: a search box first, the list's own filters, and "Clear
 * filters" at the end once any is set. It edits the list's draft; the list applies it once it
 * settles (useSettledFilters), so typing does not query on every key.
 */
export function FilterBar<Filters, F extends string>({
  state,
  name,
  search,
  children,
  more,
}: FilterBarProps<Filters, F>) {
  const [draft, setDraft] = useAtom(state.draft);
  useSettledFilters(state);
  // From the latest draft, so two changes made by one control (a scope and the assignee it resets) both hold.
  const filter: FilterDraft<Filters> = {
    draft,
    set: (key, value) => setDraft((current) => ({ ...current, [key]: value })),
  };
  const clear = isFiltered(state, draft) && (
    <Button
      variant="minimal"
      size="small"
      icon="filter-remove"
      text="Clear filters"
      onClick={() => setDraft(state.config.emptyFilters)}
    />
  );
  return (
    <div className="db-filter-bar" role="search" aria-label={name}>
      <div className="db-filter-bar__row">
        <InputGroup
          className="db-filter-bar__search"
          type="search"
          leftIcon="search"
          placeholder={search.placeholder}
          aria-label={search.label}
          value={draft[search.field] as string}
          onChange={(event) => filter.set(search.field, event.target.value as Filters[TextFields<Filters>])}
        />
        {children?.(filter)}
        {!more && clear}
      </div>
      {more && (
        <div className="db-filter-bar__row">
          {more(filter)}
          {clear}
        </div>
      )}
    </div>
  );
}
