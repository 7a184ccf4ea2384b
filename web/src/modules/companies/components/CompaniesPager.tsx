import { Button, HTMLSelect } from '@blueprintjs/core';
import { pageCount, pageSizes, showingRange, type PageSize } from '../utils/paging.js';

export interface CompaniesPagerProps {
  index: number;
  size: PageSize;
  total: number;
  onPage: (index: number) => void;
  onSize: (size: PageSize) => void;
}

export function CompaniesPager({ index, size, total, onPage, onSize }: CompaniesPagerProps) {
  const pages = pageCount(total, size);
  return (
    <nav className="db-pager" aria-label="Pages">
      <span className="db-pager__range" aria-live="polite">
        {showingRange(index, size, total)}
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
        Page {Math.min(index + 1, pages)} of {pages}
      </span>
      <Button
        endIcon="chevron-right"
        text="Next"
        variant="outlined"
        disabled={index + 1 >= pages}
        onClick={() => onPage(index + 1)}
      />
    </nav>
  );
}
