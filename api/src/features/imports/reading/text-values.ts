/**
 * Text from a spreadsheet cell read as a value: generous in what it accepts (the ways people and
 * other systems write a tick or an amount), strict in what it gives back. Each answers the value
 * or the problem in words, to follow the field's label ("is not a number").
 */
export type TextReading<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Text a reason quotes, cut short: a reason names the value, it does not repeat a page of notes. */
export const quoted = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;

const yes = new Set(['yes', 'y', 'true', '1', 'x', '✓', '✔', '☑', 'ticked']);
const no = new Set(['no', 'n', 'false', '0', '✗', '✘', 'unticked', 'not ticked']);

/** Yes/no, y/n, true/false, 1/0, x (a blank cell is no value at all), ✓ and "ticked". */
export function readBoolean(text: string): TextReading<boolean> {
  const key = text.trim().toLowerCase();
  if (yes.has(key)) return { ok: true, value: true };
  if (no.has(key)) return { ok: true, value: false };
  return { ok: false, problem: `${quoted(text)} is not yes or no` };
}

/** Digits with optional thousands commas and decimals; no exponent, no "k" or "m" shorthand. */
const plainNumber = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/;

/** "1,234.50", "£1,234", " 12 ", "-3": a currency sign and thousands commas are accepted and dropped. */
export function readNumber(text: string): TextReading<number> {
  let rest = text.trim();
  let sign = 1;
  if (/^[-+]/.test(rest)) {
    sign = rest.startsWith('-') ? -1 : 1;
    rest = rest.slice(1).trimStart();
  }
  rest = rest.replace(/^[£$€]\s*/, '');
  if (!plainNumber.test(rest)) return { ok: false, problem: `${quoted(text)} is not a number` };
  return { ok: true, value: sign * Number(rest.replace(/,/g, '')) };
}

/**
 * A web address reduced to the domain the company is found by: "https://www.Acme.co.uk/about"
 * is "acme.co.uk" (scheme, "www.", port, path, query and a trailing dot go).
 */
export function readDomain(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#]/, 1)[0]!
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
}

/**
 * A web address as the contracts want it (http or https): "linkedin.com/in/jane" gains "https://";
 * anything with a scheme, or a path on this server ("/api/…"), stays as written for the schema to judge.
 */
export function readUrl(text: string): string {
  const trimmed = text.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/') || !/^[^\s/]+\.[^\s/]+/.test(trimmed)
    ? trimmed
    : `https://${trimmed}`;
}

/**
 * The reverse of the exports' formula-injection guard (`safeText` in failures-file.ts, and the
 * workbooks written before they dropped it): a cell it wrote as "'=SUM(A1)" or "'+44 20…" means the text after the apostrophe, so a file we
 * wrote (an export, the failed rows) imports as the values it holds.
 */
export function withoutFormulaGuard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
