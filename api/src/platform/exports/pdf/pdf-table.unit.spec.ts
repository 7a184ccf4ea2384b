import { describe, expect, it } from 'vitest';
import { totalsRow } from './pdf-table.js';
import { columnBands, shareWidth } from './pdf-table-layout.js';
import type { TableSection } from './print-document.js';

describe('table layout', () => {
  it('gives each column at least its longest word, then shares the rest by what each would like', () => {
    // Both fit as they would like: the spare room is shared in proportion.
    expect(
      shareWidth(
        [
          { least: 10, wanted: 20 },
          { least: 10, wanted: 60 },
        ],
        160,
      ),
    ).toEqual([40, 120]);
    // Not enough for both wishes: each keeps its least, the room left is shared evenly up to each wish.
    expect(
      shareWidth(
        [
          { least: 30, wanted: 50 },
          { least: 20, wanted: 70 },
        ],
        85,
      ),
    ).toEqual([47.5, 37.5]);
  });

  it('prints columns that do not fit in bands, each starting with the first column, none dropped', () => {
    const needs = [50, 40, 40, 40, 40].map((least) => ({ least, wanted: least }));
    expect(columnBands(needs, 500)).toHaveLength(1);
    const bands = columnBands(needs, 140);
    expect(bands.map((band) => band.columns)).toEqual([
      [0, 1, 2],
      [0, 3, 4],
    ]);
    for (const band of bands) expect(band.widths.reduce((a, b) => a + b, 0)).toBeCloseTo(140);
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
