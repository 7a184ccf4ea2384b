import { describe, expect, it } from 'vitest';
import { MaxCellChars, MaxSharedStringBytes, MaxSharedStrings } from './import-file-limits.js';
import { SharedStrings } from './shared-strings.js';
import { UnreadableImportFile } from './unreadable-import-file.js';

describe('SharedStrings', () => {
  it('gives back each text by its number: plain, rich text joined, empty, and any character', () => {
    const strings = new SharedStrings();
    strings.add('Acme');
    strings.add({ richText: [{ text: 'Bold ' }, { text: null }, { text: 'plain' }] });
    strings.add(null);
    strings.add('Zoë 😀 中文');
    expect([0, 1, 2, 3].map((index) => strings.at(index))).toEqual(['Acme', 'Bold plain', '', 'Zoë 😀 中文']);
    // A number the workbook does not hold reads as an empty cell, as exceljs read it.
    expect([4, -1, 1.5, Number.NaN].map((index) => strings.at(index))).toEqual(['', '', '', '']);
  });

  it('keeps texts whole across its chunks of a megabyte', () => {
    const strings = new SharedStrings();
    const texts = Array.from({ length: 40 }, (_, at) => `${at}:${'é'.repeat(100_000 + at)}`);
    for (const text of texts) strings.add(text);
    expect(texts.every((text, at) => strings.at(at) === text)).toBe(true);
  });

  it('refuses a text longer than a cell may hold, naming the bound', () => {
    const strings = new SharedStrings();
    expect(() => strings.add('a'.repeat(MaxCellChars))).not.toThrow();
    expect(() => strings.add('a'.repeat(10 * 1024 * 1024))).toThrow(
      new UnreadableImportFile(
        'A cell of the workbook holds 10,485,760 characters; a cell may hold at most 1,000,000.',
      ),
    );
  });

  it('refuses more texts, or more bytes of them, than it may keep', () => {
    const many = new SharedStrings();
    for (let at = 0; at < MaxSharedStrings; at++) many.add(null);
    expect(() => many.add('one more')).toThrow(
      /^The workbook holds more than 8,388,608 different texts, the most it may hold: save the worksheet as "CSV UTF-8/,
    );
    const large = new SharedStrings();
    const text = 'a'.repeat(MaxCellChars);
    for (let at = 0; at < Math.floor(MaxSharedStringBytes / MaxCellChars); at++) large.add(text);
    expect(() => large.add(text)).toThrow(
      /^The workbook's different texts take more than 128 MB, the most they may take/,
    );
    // Fills both limits for real (8 million texts, then 128 MB): seconds of work on a busy machine.
  }, 30_000);
});
