import { describe, expect, it } from 'vitest';
import { columnLetters, sheetRowXml, wrappedLines, xmlText } from './sheet-row-xml.js';

describe('a data row written as sheet XML', () => {
  it('names columns as a spreadsheet does', () => {
    expect([1, 26, 27, 52, 53, 702, 703].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes text inline, numbers and dates (serial days) as values, and an empty cell only when styled', () => {
    const layout = { letters: ['A', 'B', 'C', 'D', 'E'], styleIds: [0, 2, 3, 0, 3] };
    const noon = new Date('2026-07-01T12:00:00Z');
    expect(sheetRowXml(7, ['Acme & "Sons"', 1234.5, noon, null, null], layout)).toBe(
      '<row r="7" spans="1:5" x14ac:dyDescent="0.25">' +
        '<c r="A7" t="str"><v>Acme &amp; &quot;Sons&quot;</v></c>' +
        '<c r="B7" s="2"><v>1234.5</v></c>' +
        '<c r="C7" s="3"><v>46204.5</v></c>' +
        '<c r="E7" s="3"/>' +
        '</row>',
    );
  });

  it('escapes what XML text may not hold and drops the control characters it cannot', () => {
    expect(xmlText(`<a href='x'>\u0007tab\tline\nend\u007f`)).toBe('&lt;a href=&apos;x&apos;&gt;tab\tline\nend');
    expect(xmlText('plain')).toBe('plain');
  });

  it('makes a row tall enough for the longest text it wraps, and leaves one-line rows as they are', () => {
    expect(wrappedLines('Head of Corporate Finance', 18)).toBe(2);
    expect(wrappedLines('Head of Corporate Finance', 20)).toBe(1);
    expect(wrappedLines('Chair', 18)).toBe(1);
    expect(wrappedLines('first line\nsecond line', 40)).toBe(2);
    expect(wrappedLines('x'.repeat(45), 10)).toBe(4);
    const layout = { letters: ['A', 'B'], styleIds: [1, 1], wrapWidths: [18, null] };
    expect(
      sheetRowXml(2, ['Head of Corporate Finance', 'a long value in a column that does not wrap'], layout),
    ).toMatch(/^<row r="2" spans="1:2" ht="28" customHeight="1" /);
    expect(sheetRowXml(3, ['Partner', null], layout)).toMatch(/^<row r="3" spans="1:2" x14ac/);
    // A long note stops at the tallest row Excel opens.
    expect(sheetRowXml(4, ['word '.repeat(2000), null], layout)).toMatch(/^<row r="4" spans="1:2" ht="409" /);
  });
});
