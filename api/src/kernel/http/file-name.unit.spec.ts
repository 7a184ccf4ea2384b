import { describe, expect, it } from 'vitest';
import { MaxFileNameLength } from '@dealbook/contracts';
import { attachmentDisposition, formatBytes, sanitiseFileName } from './file-name.js';

describe('sanitiseFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\amy\\Board Pack.pdf', 'Board Pack.pdf'],
    ['report\u0000\u0007.txt', 'report.txt'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['a<b>c:d|e?.docx', 'a_b_c_d_e_.docx'],
    ['  spaced \t name .csv ', 'spaced name .csv'],
    ['..', 'file'],
    ['', 'file'],
    ['.env', 'env'],
    ['Prévisions été.xlsx', 'Prévisions été.xlsx'],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitiseFileName(raw)).toBe(expected);
  });

  it('caps the length and keeps the extension', () => {
    const name = sanitiseFileName(`${'x'.repeat(500)}.pdf`);
    expect(name).toHaveLength(MaxFileNameLength);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Prévisions "Q3" 100%.pdf')).toBe(
      `attachment; filename="Pr_visions _Q3_ 100_.pdf"; filename*=UTF-8''Pr%C3%A9visions%20%22Q3%22%20100%25.pdf`,
    );
  });
});

describe('formatBytes', () => {
  it('reads the default limit as 25 MB', () => {
    expect(formatBytes(26214400)).toBe('25 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10)).toBe('10 bytes');
  });
});
