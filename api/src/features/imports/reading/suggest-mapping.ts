import { importFieldsOf, ImportMatchKeys, type ImportKind } from '@dealbook/contracts';
import { headerSynonyms } from './header-synonyms.js';

/** A header as it is compared: lower case, no accents, words of letters and digits split by one space. */
function normalised(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const squeezed = (header: string) => normalised(header).replace(/ /g, '');

/** Edits (insert, delete, replace, swap two neighbours) from one text to the other. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * How well a header names a field, 0 to 1: 1 for its name or label, 0.95 for a synonym (spaces
 * and case aside, so the field's own words win over another's); a close spelling ("Compnay name")
 * less, the closer the better; 0 otherwise. Numbers must agree, so "Address line 2" is never a
 * close spelling of "Address line 1".
 */
function closeness(header: string, own: readonly string[], synonyms: readonly string[]): number {
  if (header === '') return 0;
  if (own.includes(header)) return 1;
  if (synonyms.includes(header)) return 0.95;
  let best = 0;
  for (const name of [...own, ...synonyms]) {
    const allowed = name.length >= 9 ? 2 : name.length >= 5 ? 1 : 0;
    // Each edit changes the length by one at most: a header whose length is further off is not
    // close, and the table of edits is only ever built for two short texts, whatever the header.
    if (allowed === 0 || Math.abs(header.length - name.length) > allowed) continue;
    if (header.replace(/\D/g, '') !== name.replace(/\D/g, '')) continue;
    const distance = editDistance(header, name);
    if (distance <= allowed) best = Math.max(best, 0.9 - distance / (10 * Math.max(name.length, header.length)));
  }
  return best;
}

interface FieldNames {
  field: string;
  own: string[];
  synonyms: string[];
}

const namesByKind = new Map<ImportKind, FieldNames[]>();

/** Each field's names, squeezed (no spaces): its own (name, label) and its synonyms. */
function fieldNames(kind: ImportKind): FieldNames[] {
  let names = namesByKind.get(kind);
  if (!names) {
    names = importFieldsOf(kind).map((field) => ({
      field: field.name,
      own: [field.name, field.label].map(squeezed),
      synonyms: (headerSynonyms[kind][field.name] ?? []).map(squeezed),
    }));
    namesByKind.set(kind, names);
  }
  return names;
}

/**
 * For each header, the field it most likely fills (exact name or label, normalised; synonyms;
 * close spellings), or null. Never maps two columns to one field: the better match wins, and
 * between equals the column further left.
 */
export function suggestMapping(kind: ImportKind, headers: readonly string[]): (string | null)[] {
  const candidates: { column: number; field: string; score: number }[] = [];
  headers.forEach((header, column) => {
    const key = squeezed(header);
    for (const { field, own, synonyms } of fieldNames(kind)) {
      const score = closeness(key, own, synonyms);
      if (score > 0) candidates.push({ column, field, score });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const mapping: (string | null)[] = headers.map(() => null);
  const taken = new Set<string>();
  for (const { column, field } of candidates) {
    if (mapping[column] !== null || taken.has(field)) continue;
    mapping[column] = field;
    taken.add(field);
  }
  return mapping;
}

/** A key for "files with these columns" (normalised headers in order), to remember a mapping by. */
export function headersKey(headers: readonly string[]): string {
  return headers.map(normalised).join('|');
}

/** The match key to offer first: companies 'domain' when a column maps to domain, else 'companyName'; contacts 'email'; projects 'reference'. */
export function suggestMatchKey(kind: ImportKind, columns: readonly (string | null)[]): string {
  const [first, ...others] = ImportMatchKeys[kind];
  return kind === 'companies' && !columns.includes(first) ? (others[0] ?? first) : first;
}
