import { enumName, textEnumLabel, type NumericEnum } from '@dealbook/contracts';
import { quoted, type TextReading } from './text-values.js';

/**
 * An enumeration as a cell may name its members: by the label people read or the stored name,
 * case, spaces and punctuation ignored ("Food And Beverage", "food and beverage",
 * "FoodAndBeverage"), or, for the numeric enumerations, by number.
 */
export interface Enumeration<V> {
  /** The members in words, plural, for a refusal: "is not one of the industries". */
  noun: string;
  labels: readonly string[];
  byKey: ReadonlyMap<string, V>;
}

/** Lower case, accents and everything but letters and digits gone: how a member's name is compared. */
export const compact = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

function enumeration<V>(noun: string, members: readonly { value: V; label: string; keys: string[] }[]) {
  const byKey = new Map<string, V>();
  for (const member of members) for (const key of member.keys) if (key !== '') byKey.set(key, member.value);
  return { noun, labels: members.map((member) => member.label), byKey };
}

/** A text enumeration of contracts (stored as its names), labelled as the screens label it. */
export function textEnumeration<V extends string>(noun: string, values: readonly V[]): Enumeration<V> {
  return enumeration(
    noun,
    values.map((value) => ({
      value,
      label: textEnumLabel(value),
      keys: [compact(value), compact(textEnumLabel(value))],
    })),
  );
}

/** A numeric enumeration of contracts, with the labels its screens and exports use. */
export function numericEnumeration(
  noun: string,
  e: NumericEnum,
  label: (value: number) => string,
): Enumeration<number> {
  return enumeration(
    noun,
    Object.values(e).map((value) => ({
      value,
      label: label(value),
      keys: [compact(label(value)), compact(String(enumName(e, value))), String(value)],
    })),
  );
}

/** Letters two texts share at the start. */
function sharedStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return at;
}

/**
 * Three labels to show with a refusal: those closest to what was written first (the longest
 * shared start, or holding it whole; two letters at least), then the enumeration's first.
 */
function examples(text: string, labels: readonly string[]): string {
  const key = compact(text);
  const closeness = (label: string) => {
    const candidate = compact(label);
    const score = Math.max(sharedStart(key, candidate), key !== '' && candidate.includes(key) ? key.length - 0.5 : 0);
    return score >= 2 ? score : 0;
  };
  return labels
    .map((label, at) => ({ label, at, score: closeness(label) }))
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .slice(0, 3)
    .map((entry) => entry.label)
    .join(', ');
}

export function readMember<V>(text: string, within: Enumeration<V>): TextReading<V> {
  const value = within.byKey.get(compact(text));
  if (value !== undefined) return { ok: true, value };
  return {
    ok: false,
    problem: `${quoted(text.trim())} is not one of the ${within.noun} (e.g. ${examples(text, within.labels)})`,
  };
}

/**
 * A list in one cell: items separated by ";", "|" or new lines, else by commas (the exports join
 * with ", "; no member of a list enumeration holds a comma, but the whole text is tried first so
 * one that did would still read). Each item is read as a member; duplicates go.
 */
export function readMembers<V>(text: string, within: Enumeration<V>): TextReading<V[]> {
  const whole = within.byKey.get(compact(text));
  if (whole !== undefined) return { ok: true, value: [whole] };
  const items = (/[;|\n]/.test(text) ? text.split(/[;|\r\n]+/) : text.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const values = new Set<V>();
  const problems: string[] = [];
  for (const item of items) {
    const reading = readMember(item, within);
    if (reading.ok) values.add(reading.value);
    else problems.push(reading.problem);
  }
  return problems.length > 0 ? { ok: false, problem: problems.join('; ') } : { ok: true, value: [...values] };
}
