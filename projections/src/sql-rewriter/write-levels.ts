/**
 * Which rows a statement may touch, as far as reordering goes:
 * - `row`: only rows of `table` whose primary-key columns `columns` (sorted) hold `values`, and
 *   it reads nothing else;
 * - `table`: any rows of `table`, reading nothing else;
 * - `barrier`: anything (it runs after everything before it and before everything after it).
 */
export type Footprint =
  | { kind: 'row'; table: string; columns: readonly string[]; values: readonly string[] }
  | { kind: 'table'; table: string }
  | { kind: 'barrier' };

interface Pattern {
  columns: readonly string[];
  max: number;
  /** Each non-empty subset of the columns (as positions), with the highest level per value tuple. */
  subsets: { positions: number[]; levels: Map<string, number> }[];
  bySubset: Map<string, Map<string, number>>;
}

interface TableLevels {
  maxAll: number;
  maxWhole: number;
  patterns: Map<string, Pattern>;
}

const joinKey = (parts: readonly string[]) => parts.join('\u0000');

function newPattern(columns: readonly string[]): Pattern {
  const pattern: Pattern = { columns, max: -1, subsets: [], bySubset: new Map() };
  for (let mask = 1; mask < 1 << columns.length; mask++) {
    const positions = columns.map((_, i) => i).filter((i) => mask & (1 << i));
    const levels = new Map<string, number>();
    pattern.subsets.push({ positions, levels });
    pattern.bySubset.set(joinKey(positions.map((i) => columns[i]!)), levels);
  }
  return pattern;
}

/**
 * Assigns each statement, in log order, the lowest level above every earlier statement it may
 * not commute with: two row footprints of one table commute when some key column holds
 * different values in each. Statements of one level then touch pairwise disjoint rows, so they
 * may run in any order — or many at a time — and running the levels in order gives what
 * running the statements one by one gives.
 */
export class WriteLevels {
  private floor = 0;
  private max = -1;
  private readonly tables = new Map<string, TableLevels>();

  place(footprint: Footprint): number {
    if (footprint.kind === 'barrier') {
      const level = Math.max(this.floor, this.max + 1);
      this.floor = level + 1;
      this.max = level;
      return level;
    }
    const table = this.tableLevels(footprint.table);
    const level = footprint.kind === 'table' ? this.placeWhole(table) : this.placeRow(table, footprint);
    table.maxAll = Math.max(table.maxAll, level);
    this.max = Math.max(this.max, level);
    return level;
  }

  private tableLevels(name: string): TableLevels {
    let table = this.tables.get(name);
    if (!table) {
      table = { maxAll: -1, maxWhole: -1, patterns: new Map() };
      this.tables.set(name, table);
    }
    return table;
  }

  private placeWhole(table: TableLevels): number {
    const level = Math.max(this.floor, table.maxAll + 1);
    table.maxWhole = Math.max(table.maxWhole, level);
    return level;
  }

  private placeRow(table: TableLevels, footprint: { columns: readonly string[]; values: readonly string[] }): number {
    const { columns, values } = footprint;
    let level = Math.max(this.floor, table.maxWhole + 1);
    for (const pattern of table.patterns.values()) {
      const common: string[] = [];
      const commonValues: string[] = [];
      for (const column of pattern.columns) {
        const i = columns.indexOf(column);
        if (i >= 0) {
          common.push(column);
          commonValues.push(values[i]!);
        }
      }
      if (common.length === 0) {
        level = Math.max(level, pattern.max + 1);
        continue;
      }
      const seen = pattern.bySubset.get(joinKey(common))?.get(joinKey(commonValues));
      if (seen !== undefined) level = Math.max(level, seen + 1);
    }
    const patternKey = joinKey(columns);
    let pattern = table.patterns.get(patternKey);
    if (!pattern) {
      pattern = newPattern(columns);
      table.patterns.set(patternKey, pattern);
    }
    pattern.max = Math.max(pattern.max, level);
    for (const { positions, levels } of pattern.subsets) {
      const valuesKey = positions.length === 1 ? values[positions[0]!]! : joinKey(positions.map((i) => values[i]!));
      levels.set(valuesKey, Math.max(levels.get(valuesKey) ?? -1, level));
    }
    return level;
  }
}
