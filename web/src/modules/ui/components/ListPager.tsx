import { Button, HTMLSelect } from '@blueprintjs/core';
import type { TotalCountKind } from '@dealbook/contracts';
import { describeTotal, pageCount, pageSizes, showingRange, type PageSize } from '../utils/paging.js';

export interface ListPagerProps {
  index: number;
  size: PageSize;
  total: number;
  /** How the server found the total; a large list's is an estimate or a lower bound. */
  totalKind?: TotalCountKind;
  onPage: (index: number) => void;
  onSize: (size: PageSize) => void;
}

export function ListPager({ index, size, total, totalKind = 'exact', onPage, onSize }: ListPagerProps) {
  const pages = pageCount(total, size);
  const exact = totalKind === 'exact';
  return (
    <nav className="db-pager" aria-label="Pages">
      <span className="db-pager__range" aria-live="polite">
        {showingRange(index, size, total, totalKind)}
      </span>
      <label className="db-pager__size">
        Rows per page
        <HTMLSelect
          value={size}
          onChange={(event) => onSize(Number(event.currentTarget.value) as PageSize)}
          options={pageSizes.map((value) => ({ value, label: String(value) }))}
        />
      </label>
      <Button
        icon="chevron-left"
        text="Previous"
        variant="outlined"
        disabled={index <= 0}
        onClick={() => onPage(index - 1)}
      />
      <span className="db-pager__page">
        {exact
          ? `Page ${Math.min(index + 1, pages)} of ${pages}`
          : `Page ${index + 1} of ${describeTotal(pages, totalKind)}`}
      </span>
      <Button
        endIcon="chevron-right"
        text="Next"
        variant="outlined"
        disabled={exact && index + 1 >= pages}
        onClick={() => onPage(index + 1)}
      />
    </nav>
  );
}
