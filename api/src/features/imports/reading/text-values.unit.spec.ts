import { describe, expect, it } from 'vitest';
import { safeText } from './failures-file.js';
import { readBoolean, readDomain, readNumber, readUrl, withoutFormulaGuard } from './text-values.js';

describe('readBoolean', () => {
  it('accepts the ways a tick is written, any case', () => {
    for (const text of ['yes', 'Y', 'TRUE', '1', 'x', 'X', '✓', 'Ticked', ' yes ']) {
      expect(readBoolean(text)).toEqual({ ok: true, value: true });
    }
    for (const text of ['no', 'N', 'False', '0', 'unticked']) {
      expect(readBoolean(text)).toEqual({ ok: true, value: false });
    }
  });

  it('refuses anything else, quoting it', () => {
    expect(readBoolean('maybe')).toEqual({ ok: false, problem: '"maybe" is not yes or no' });
    expect(readBoolean('2')).toEqual({ ok: false, problem: '"2" is not yes or no' });
  });
});

describe('readNumber', () => {
  it('accepts thousands commas, a currency sign, spaces and a sign', () => {
    const cases: [string, number][] = [
      ['1,234.50', 1234.5],
      ['£1,234', 1234],
      [' 12 ', 12],
      ['-£5', -5],
      ['£ 1,000,000', 1_000_000],
      ['.5', 0.5],
      ['0012', 12],
    ];
    for (const [text, value] of cases) expect(readNumber(text)).toEqual({ ok: true, value });
  });

  it('refuses shorthand, exponents and badly grouped commas', () => {
    for (const text of ['12k', '1e5', '1,23', '1.2.3', '£', 'twelve', '12 000']) {
      expect(readNumber(text)).toEqual({ ok: false, problem: `"${text}" is not a number` });
    }
  });
});

describe('readDomain', () => {
  it('keeps the domain alone, lower case', () => {
    expect(readDomain('https://www.Acme.co.uk/about')).toBe('acme.co.uk');
    expect(readDomain('http://shop.acme.com:8080/?q=1')).toBe('shop.acme.com');
    expect(readDomain(' WWW.Acme.com. ')).toBe('acme.com');
    expect(readDomain('acme.com#top')).toBe('acme.com');
  });
});

describe('readUrl', () => {
  it('adds https:// to an address written without a scheme, and leaves the rest to the schema', () => {
    expect(readUrl(' linkedin.com/in/jane ')).toBe('https://linkedin.com/in/jane');
    expect(readUrl('http://acme.com/logo.png')).toBe('http://acme.com/logo.png');
    expect(readUrl('ftp://acme.com')).toBe('ftp://acme.com');
    expect(readUrl('/api/company-data/logo/acme.com')).toBe('/api/company-data/logo/acme.com');
    expect(readUrl('not a url')).toBe('not a url');
  });
});

describe('withoutFormulaGuard', () => {
  it("undoes the CSV guard's apostrophe, and only that", () => {
    for (const text of ['=SUM(A1)', '+44 20 7946 0000', '-2 Ltd', '@handle']) {
      expect(withoutFormulaGuard(safeText(text))).toBe(text);
    }
    expect(withoutFormulaGuard("'tis the season")).toBe("'tis the season");
  });
});
