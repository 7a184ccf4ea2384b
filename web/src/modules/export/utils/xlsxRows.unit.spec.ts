import { describe, expect, it } from 'vitest';
import { exportFileName, toExportSheet, type ExportColumn } from './xlsxRows.js';

interface Row {
  name: string;
  tags?: string[];
  ndaSent?: { checked: boolean; timestamp: string };
}

const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Tags', value: (r) => r.tags },
  { header: 'NDA sent', value: (r) => r.ndaSent },
];

describe('spreadsheet export', () => {
  it('splits a BooleanDate column into ticked and date columns (spec §9)', () => {
    const sheet = toExportSheet(columns, [
      { name: 'Acme', tags: ['a', 'b'] },
      { name: 'Beta', ndaSent: { checked: true, timestamp: '2026-11-20T10:00:00.000Z' } },
    ]);
    expect(sheet.headers).toEqual(['Name', 'Tags', 'NDA sent (ticked)', 'NDA sent (date)']);
    expect(sheet.rows[0]).toEqual(['Acme', 'a, b', null, null]);
    expect(sheet.rows[1]).toEqual(['Beta', null, true, new Date('2026-11-20T10:00:00.000Z')]);
  });

  it('keeps a column whole when no value is a BooleanDate', () => {
    expect(toExportSheet(columns, [{ name: 'Acme' }]).headers).toEqual(['Name', 'Tags', 'NDA sent']);
  });

  it('names the file {name}_export_{timestamp}.xlsx', () => {
    expect(exportFileName('Companies', new Date(2026, 10, 22, 14, 30, 5))).toBe(
      'Companies_export_20261122_143005.xlsx',
    );
    expect(exportFileName('../../etc', new Date(2026, 0, 2, 3, 4, 5))).toBe('etc_export_20260102_030405.xlsx');
  });
});
