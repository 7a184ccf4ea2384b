import { wallClockIn } from './firm-time.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Spec §9's `{name}_export_{timestamp}.xlsx`, the timestamp sortable and read on the firm's
 * clock (companies_export_20261124_143005.xlsx), whoever downloads it and wherever the server runs.
 */
export function exportFileName(name: string, zone: string, now: Date = new Date()): string {
  const safe = name.replace(/[^\w -]+/g, '').trim() || 'export';
  const t = wallClockIn(zone, now);
  const stamp = `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}_${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`;
  return `${safe}_export_${stamp}.xlsx`;
}
