import { describe, expect, it } from 'vitest';
import { exportPath, progressText, withExportId } from './exportRequest.js';

describe('a grid export request', () => {
  it("is the export route with the grid's list query and the export id", () => {
    const path = exportPath('/api/companies/export', 'companyName=acme&sort=-revenue');
    expect(path).toBe('/api/companies/export?companyName=acme&sort=-revenue');
    expect(withExportId(path, 'a1b2c3d4-0000')).toBe(
      '/api/companies/export?companyName=acme&sort=-revenue&exportId=a1b2c3d4-0000',
    );
    expect(withExportId(exportPath('/api/event/attendees/x/export', ''), 'abcdefgh')).toBe(
      '/api/event/attendees/x/export?exportId=abcdefgh',
    );
  });

  it('reads its progress the way the grids count: exact, about, more than', () => {
    expect(progressText(12000, 100000, 'exact')).toBe('12,000 of 100,000 rows');
    expect(progressText(500, 1000000, 'estimate')).toBe('500 of about 1,000,000 rows');
    expect(progressText(500, 10001, 'at-least')).toBe('500 of more than 10,000 rows');
  });
});
