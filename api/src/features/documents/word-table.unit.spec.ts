import { describe, expect, it } from 'vitest';
import { CellPaddingTwips, fitColumnWidths, textTwips } from './word-column-widths.js';
import { readTable, withoutRepeatedColumns } from './word-table.js';

const email = 'bartholomew.featherstonehaugh@birch-capital.example';

describe('Word column widths', () => {
  it('gives an e-mail column room for the whole address and a tick column little, filling the page', () => {
    const widths = fitColumnWidths(
      [
        { header: 'NDA sent', cells: ['02/11/2026', ''], noWrap: true },
        { header: 'Contact', cells: [`Ann Birch\n${email}\n020 7946 0000`, 'Bo'] },
        { header: 'Notes', cells: ['word '.repeat(400)] },
      ],
      15_000,
    );
    expect(widths.reduce((a, b) => a + b, 0)).toBe(15_000);
    expect(widths[1]).toBeGreaterThanOrEqual(textTwips(email) + CellPaddingTwips);
    expect(widths[0]).toBeLessThan(widths[1]!);
    expect(widths[0]).toBeGreaterThanOrEqual(textTwips('02/11/2026') + CellPaddingTwips);
  });

  it('shares the width by what each column holds when everything fits on one line', () => {
    const [short, long] = fitColumnWidths(
      [
        { header: 'A', cells: ['x'] },
        { header: 'B', cells: ['a much longer line of text'] },
      ],
      10_000,
    );
    expect(long).toBeGreaterThan(short! * 3);
  });

  it('keeps a short column on one line and lets the long notes take what is left', () => {
    const outcome = 'Called but no response';
    const [, outcomeWidth, notesWidth] = fitColumnWidths(
      [
        { header: 'Date', cells: ['01/07/2026 09:30'], noWrap: true },
        { header: 'Outcome', cells: [outcome] },
        { header: 'Notes', cells: ['a long note '.repeat(50)], preferredChars: 60 },
      ],
      8_000,
    );
    expect(outcomeWidth).toBeGreaterThanOrEqual(textTwips(outcome) + CellPaddingTwips);
    expect(notesWidth).toBeGreaterThan(outcomeWidth!);
  });
});

describe('columns that say the same on every row', () => {
  const columns = [
    { header: 'Type', kind: 'text' as const, value: (r: { type: string; note: string }) => r.type },
    { header: 'With', kind: 'text' as const, value: () => '' },
    { header: 'Notes', kind: 'text' as const, value: (r: { type: string; note: string }) => r.note },
  ];

  it('moves a repeated value to the title block, drops an always-empty column, keeps the rest', () => {
    const rows = [
      { type: 'Phone', note: 'Left a voicemail' },
      { type: 'Phone', note: 'Left a voicemail' },
    ];
    const { content, repeated } = withoutRepeatedColumns(readTable(columns, rows, 'Europe/London'), ['Type', 'With']);
    expect(repeated).toEqual([{ header: 'Type', text: 'Phone' }]);
    expect(content.headers).toEqual(['Notes']);
    expect(content.rows).toEqual([['Left a voicemail'], ['Left a voicemail']]);
  });

  it('leaves a single row whole, and a column that varies in place', () => {
    const one = withoutRepeatedColumns(readTable(columns, [{ type: 'Phone', note: 'x' }], 'UTC'), ['Type']);
    expect(one.content.headers).toEqual(['Type', 'With', 'Notes']);
    const two = withoutRepeatedColumns(
      readTable(
        columns,
        [
          { type: 'Phone', note: 'x' },
          { type: 'Email', note: 'x' },
        ],
        'UTC',
      ),
      ['Type'],
    );
    expect(two.content.headers).toEqual(['Type', 'With', 'Notes']);
    expect(two.repeated).toEqual([]);
  });
});
