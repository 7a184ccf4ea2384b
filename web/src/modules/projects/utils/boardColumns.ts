import type { ProjectListItem } from '@dealbook/contracts';
import type { ListResult } from '../../api/httpClient.js';
import { statusOptions, type Option, type StatusField } from './projectLabels.js';
import type { ProjectListConfig } from './projectLists.js';

/** A board groups by the list's own status or, switched, by the ProjectStatus every project has. */
export type BoardGrouping = 'stage' | 'status';

export function boardField(config: ProjectListConfig, grouping: BoardGrouping): StatusField {
  return grouping === 'status' ? 'status' : config.stageField;
}

export interface BoardColumn extends Option {
  cards: ProjectListItem[];
}

/** One column per value of the field, in the enumeration's order, empty ones included (drop targets). */
export function boardColumns(rows: readonly ProjectListItem[], field: StatusField): BoardColumn[] {
  return statusOptions[field].map((option) => ({
    ...option,
    cards: rows.filter((row) => row[field] === option.value),
  }));
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
