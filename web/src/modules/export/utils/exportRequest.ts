/**
 * A grid's export request: its export route with the grid's list query (filters and sort; the
 * server ignores the paging keys), and the export id progress is pushed under.
 */
export function exportPath(route: string, listQuery: string): string {
  return listQuery ? `${route}?${listQuery}` : route;
}

export function withExportId(path: string, exportId: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}exportId=${encodeURIComponent(exportId)}`;
}

/** "12,000 of about 100,000 rows": how far an export has got, in the grid's way of counting. */
export function progressText(rows: number, total: number, totalKind: 'exact' | 'at-least' | 'estimate'): string {
  const of = totalKind === 'exact' ? '' : totalKind === 'estimate' ? 'about ' : 'more than ';
  const shownTotal = totalKind === 'at-least' ? total - 1 : total;
  return `${rows.toLocaleString('en-GB')} of ${of}${shownTotal.toLocaleString('en-GB')} rows`;
}
