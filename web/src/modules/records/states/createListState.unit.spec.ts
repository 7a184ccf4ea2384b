import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createListState, isFiltered } from './createListState.js';

interface Filters {
  text: string;
  tags: string[];
}

const fields = ['name', 'city', 'updatedAt'] as const;
const makeList = () =>
  createListState<Filters, (typeof fields)[number]>({
    emptyFilters: { text: '', tags: [] },
    sortFields: fields,
    defaultSort: { field: 'name', descending: false },
    descendingFirst: ['updatedAt'],
  });

/** A list standing on its third page, as after two clicks on Next. */
function onThirdPage() {
  const list = makeList();
  const store = createStore();
  store.set(list.page, { index: 2, size: 50 });
  return { list, store };
}

describe('createListState', () => {
  it('starts with no filters, the default sort and the first page of 50 (or the size it is given)', () => {
    const list = makeList();
    const store = createStore();
    expect(store.get(list.draft)).toEqual({ text: '', tags: [] });
    expect(store.get(list.filters)).toEqual({ text: '', tags: [] });
    expect(store.get(list.sort)).toEqual({ field: 'name', descending: false });
    expect(store.get(list.page)).toEqual({ index: 0, size: 50 });
    const small = createListState({ ...list.config, pageSize: 25 });
    expect(store.get(small.page)).toEqual({ index: 0, size: 25 });
  });

  it('applying new filters goes back to the first page; the same filters again keep the page', () => {
    const { list, store } = onThirdPage();
    store.set(list.applyFilters, { text: '', tags: [] });
    expect(store.get(list.page).index).toBe(2);
    store.set(list.applyFilters, { text: 'acme', tags: [] });
    expect(store.get(list.filters)).toEqual({ text: 'acme', tags: [] });
    expect(store.get(list.page)).toEqual({ index: 0, size: 50 });
  });

  it('a header click toggles the sort and goes back to the first page', () => {
    const { list, store } = onThirdPage();
    store.set(list.sortBy, { field: 'name' });
    expect(store.get(list.sort)).toEqual({ field: 'name', descending: true });
    expect(store.get(list.page).index).toBe(0);
    store.set(list.sortBy, { field: 'updatedAt' });
    expect(store.get(list.sort)).toEqual({ field: 'updatedAt', descending: true });
  });

  it('setting a direction sets it; setting the sort the list already has keeps the page', () => {
    const { list, store } = onThirdPage();
    store.set(list.sortBy, { field: 'name', descending: false });
    expect(store.get(list.page).index).toBe(2);
    store.set(list.sortBy, { field: 'city', descending: true });
    expect(store.get(list.sort)).toEqual({ field: 'city', descending: true });
    expect(store.get(list.page).index).toBe(0);
  });

  it('a new page size starts at the first page', () => {
    const { list, store } = onThirdPage();
    store.set(list.setPageSize, 100);
    expect(store.get(list.page)).toEqual({ index: 0, size: 100 });
  });

  it('each list made by the factory keeps its own state', () => {
    const store = createStore();
    const companies = makeList();
    const contacts = makeList();
    store.set(companies.applyFilters, { text: 'acme', tags: [] });
    expect(store.get(contacts.filters)).toEqual({ text: '', tags: [] });
  });

  it('says whether any filter is set', () => {
    const list = makeList();
    expect(isFiltered(list, { text: '', tags: [] })).toBe(false);
    expect(isFiltered(list, { text: 'a', tags: [] })).toBe(true);
    expect(isFiltered(list, { text: '', tags: ['x'] })).toBe(true);
  });
});
