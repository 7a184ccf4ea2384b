import type { ProjectListItem } from '@dealbook/contracts';
import type { ListResult } from '../../api/httpClient.js';
import { statusOptions, type Option, type StatusField } from '../../ui/labels/projectLabels.js';
import type { ProjectListConfig } from './projectLists.js';

/** A board groups by the list's own status or, switched, by the ProjectStatus every project has. */
export type BoardGrouping = 'stage' | 'status';

export function boardField(config: ProjectListConfig, grouping: BoardGrouping): StatusField {
  return grouping === 'status' ? 'status' : config.stageField;
}

export interface BoardColumn extends Option {
  cards: ProjectListItem[];
  /**
   * Shown as a thin labelled strip: empty and not opened by the person. Sixteen full-width
   * opportunity columns are several screens wide; most are empty at any time.
   */
  collapsed: boolean;
}

/**
 * One column per value of the field, in the enumeration's order, empty ones included (drop
 * targets, collapsed unless `expanded` names them).
 */
export function boardColumns(
  rows: readonly ProjectListItem[],
  field: StatusField,
  expanded: ReadonlySet<number> = new Set(),
): BoardColumn[] {
  return statusOptions[field].map((option) => {
    const cards = rows.filter((row) => row[field] === option.value);
    return { ...option, cards, collapsed: cards.length === 0 && !expanded.has(option.value) };
  });
}

/** The columns a person opened, with one more opened or closed. */
export function toggleExpanded(expanded: ReadonlySet<number>, value: number, open: boolean): ReadonlySet<number> {
  if (expanded.has(value) === open) return expanded;
  const next = new Set(expanded);
  if (open) next.add(value);
  else next.delete(value);
  return next;
}

export interface BoardMove {
  id: string;
  field: StatusField;
  to: number;
}

/** The board's rows with one card moved, as shown while the server has not answered yet. */
export function applyMove<T extends ListResult<ProjectListItem>>(result: T, move: BoardMove): T {
  return {
    ...result,
    rows: result.rows.map((row) => (row._id === move.id ? { ...row, [move.field]: move.to } : row)),
  };
}
