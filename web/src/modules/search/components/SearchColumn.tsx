import { H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { SearchColumn as Column } from '@dealbook/contracts';
import { countText } from '../utils/searchTerm.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface SearchColumnProps<T> {
  title: string;
  column: Column<T> | undefined;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string;
}

/** One of the four columns of the search screen, headed with its count (spec §2.5). */
export function SearchColumn<T>({ title, column, renderItem, keyOf }: SearchColumnProps<T>) {
  const headingId = `search-${title.toLowerCase()}`;
  return (
    <section className="db-search-column" aria-labelledby={headingId}>
      <H2 className="db-looks-h4" id={headingId}>
        {title}{' '}
        <span className="db-search-column__count">({column ? countText(column.count, column.countCapped) : '…'})</span>
      </H2>
      {column && column.items.length === 0 ? (
        <EmptyState icon="search" description={`No ${title.toLowerCase()} match`} />
      ) : (
        <ul className="db-search-column__list">
          {column?.items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
