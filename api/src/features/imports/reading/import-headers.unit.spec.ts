import { describe, expect, it } from 'vitest';
import { refuseUnusableHeaders } from './import-headers.js';
import { UnreadableImportFile } from './unreadable-import-file.js';

describe('refuseUnusableHeaders', () => {
  it('takes up to 500 headers of up to 255 characters', () => {
    expect(() => refuseUnusableHeaders(Array.from({ length: 500 }, (_, at) => `${at}`.padEnd(255, 'x')))).not.toThrow();
  });

  it('refuses no header, too many, or one too long or unstorable, naming its column', () => {
    expect(() => refuseUnusableHeaders([])).toThrow(/no header row/);
    expect(() => refuseUnusableHeaders(new Array<string>(1000).fill('x'))).toThrow(
      new UnreadableImportFile('The file has 1,000 columns; at most 500'),
    );
    const headers = new Array<string>(28).fill('Company');
    headers[27] = 'x'.repeat(10_485_760);
    expect(() => refuseUnusableHeaders(headers)).toThrow(
      new UnreadableImportFile('The header in column AB is 10,485,760 characters long; headers may be at most 255.'),
    );
    expect(() => refuseUnusableHeaders(['Company', 'Do\u0000main'])).toThrow(
      new UnreadableImportFile(
        'The header in column B holds a character that cannot be saved (a NUL or an unpaired surrogate).',
      ),
    );
  });
});
