import { GlobalSearchMinLength } from '@dealbook/contracts';

/** Spec §5 and §9: wait this long after the last keystroke before searching. */
export const searchDebounceMs = 750;

/** The term as it is sent: trimmed, inner runs of spaces collapsed. */
export const normalizeTerm = (typed: string) => typed.trim().replace(/\s+/g, ' ');

/**
 * Whether a settled term is searched (spec §5): at least two characters, and not the term that
 * was searched last (retyping the same letters sends nothing).
 */
export function shouldSearch(term: string, previous: string | undefined): boolean {
  const normalized = normalizeTerm(term);
  return normalized.length >= GlobalSearchMinLength && normalized !== previous;
}

/** "Other Companies : N" of spec §2.5, for a contact at more than one company. */
export function otherCompaniesText(companyCount: number): string | undefined {
  return companyCount > 1 ? `Other Companies : ${companyCount - 1}` : undefined;
}

/** A column's count as shown in its heading: "1000+" once counting stopped. */
export const countText = (count: number, capped: boolean) => (capped ? `${count}+` : String(count));

/**
 * A client name in start case, as the Opportunities column shows it (spec §2.5): each word
 * starts with a capital. Unlike a library start case it keeps "McKinsey" and "plc" in one piece.
 */
export function startCase(name: string): string {
  return name.replace(/(^|[\s\-/(&])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
