// @vitest-environment jsdom
import { Checkbox } from '@blueprintjs/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { createListState } from '../states/createListState.js';
import { FilterBar } from './FilterBar.js';

const list = () =>
  createListState({
    emptyFilters: { name: '', signedOnly: false },
    sortFields: ['name'] as const,
    defaultSort: { field: 'name' as const, descending: false },
  });

function renderBar(state: ReturnType<typeof list>) {
  const store = createStore();
  render(
    <Provider store={store}>
      <FilterBar
        state={state}
        name="People filters"
        search={{ field: 'name', placeholder: 'Name', label: 'Search people' }}
      >
        {({ draft, set }) => (
          <Checkbox
            label="Signed only"
            checked={draft.signedOnly}
            onChange={(event) => set('signedOnly', event.currentTarget.checked)}
          />
        )}
      </FilterBar>
    </Provider>,
  );
  return store;
}

afterEach(cleanup);

describe('FilterBar', () => {
  it('edits the draft as the person types, and the list takes it once typing settles', async () => {
    const state = list();
    const store = renderBar(state);
    expect(screen.getByRole('search', { name: 'People filters' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Signed only' }));
    expect(store.get(state.draft)).toEqual({ name: 'Ada', signedOnly: true });
    expect(store.get(state.filters)).toEqual({ name: '', signedOnly: false });
    await waitFor(() => expect(store.get(state.filters)).toEqual({ name: 'Ada', signedOnly: true }));
  });

  it('offers "Clear filters" only while a filter is set, and clears them all', () => {
    const state = list();
    const store = renderBar(state);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Signed only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(store.get(state.draft)).toEqual({ name: '', signedOnly: false });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
