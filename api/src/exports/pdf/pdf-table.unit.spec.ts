import { describe, expect, it } from 'vitest';
import { columnWidths, fitHeaders, totalsRow } from './pdf-table.js';
import type { TableSection } from './print-document.js';

describe('table layout', () => {
  it('shares the width by the relative widths, and widens a column too narrow for its header', () => {
    expect(
      columnWidths(
        [
          { header: 'A', kind: 'text', width: 1 },
          { header: 'B', kind: 'text', width: 3 },
        ],
        100,
      ),
    ).toEqual([25, 75]);
    // The second column gives the first what its header needs; the table stays as wide.
    expect(fitHeaders([10, 90], [30, 20])).toEqual([30, 70]);
    expect(fitHeaders([50, 50], [30, 20])).toEqual([50, 50]);
  });

  it('adds up the total columns, ignoring empty cells, with "Total" in the first column', () => {
    const table: TableSection = {
      kind: 'table',
      heading: 'Payments',
      columns: [
        { header: 'Description', kind: 'text' },
        { header: 'Amount', kind: 'money', total: true },
        { header: 'Note', kind: 'text' },
      ],
      rows: [
        ['Retainer', 1200, 'x'],
        ['Fee', 3000.5, null],
        ['Unpriced', null, null],
      ],
      empty: 'None.',
    };
    expect(totalsRow(table)).toEqual(['Total', 4200.5, null]);
    expect(totalsRow({ ...table, columns: table.columns.map((c) => ({ ...c, total: false })) })).toBeUndefined();
  });
});
