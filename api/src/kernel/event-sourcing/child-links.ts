import { linkListField, type LinkableType, type RecordRef } from '@dealbook/contracts';
import { DomainError } from '../errors/domain-error.js';

/**
 * Link rules shared by tasks, notes and payments (the child records of spec §7.10): a child
 * keeps one id list per parent type; a link is its own event on the child's stream.
 */
export type LinkLists<T extends LinkableType> = Record<T, string[]>;

export function emptyLinks<T extends LinkableType>(types: readonly T[]): LinkLists<T> {
  return Object.fromEntries(types.map((type) => [type, []])) as unknown as LinkLists<T>;
}

/** New links go to the front of their list (spec §7.10: "inserted at the front"). */
export function withLink<T extends LinkableType>(links: LinkLists<T>, ref: RecordRef): LinkLists<T> {
  const type = ref.type as T;
  return { ...links, [type]: [ref.id, ...(links[type] ?? []).filter((id) => id !== ref.id)] };
}

export function withoutLink<T extends LinkableType>(links: LinkLists<T>, ref: RecordRef): LinkLists<T> {
  const type = ref.type as T;
  return { ...links, [type]: (links[type] ?? []).filter((id) => id !== ref.id) };
}

/**
 * What replacing the named lists does: the refs to link and to unlink. Links are returned last
 * first, so that after each is put at the front the list reads in the order given.
 */
export function linkChanges<T extends LinkableType>(
  current: LinkLists<T>,
  proposed: Partial<Record<T, string[]>>,
): { added: RecordRef[]; removed: RecordRef[] } {
  const added: RecordRef[] = [];
  const removed: RecordRef[] = [];
  for (const [type, ids] of Object.entries(proposed) as [T, string[] | undefined][]) {
    if (!ids) continue;
    const before = new Set(current[type] ?? []);
    const after = new Set(ids);
    added.push(
      ...[...ids]
        .reverse()
        .filter((id) => !before.has(id))
        .map((id) => ({ type, id })),
    );
    removed.push(...(current[type] ?? []).filter((id) => !after.has(id)).map((id) => ({ type, id })));
  }
  return { added, removed };
}

/** Refuses to link a record that does not exist (400 naming the list and the id). */
export function rejectUnknownLinks(added: readonly RecordRef[], unknown: readonly RecordRef[]): void {
  const missing = added.filter((ref) => unknown.some((u) => u.type === ref.type && u.id === ref.id));
  if (missing.length === 0) return;
  const details: Record<string, string> = {};
  for (const ref of missing) details[linkListField[ref.type]] ??= `no ${ref.type} ${ref.id}`;
  throw new DomainError(
    'validation',
    `Cannot link records that do not exist: ${missing.map((ref) => `${ref.type} ${ref.id}`).join(', ')}`,
    details,
  );
}

/** Lists compare as sets: [a, b] and [b, a] assign the same people. */
export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((id) => left.has(id));
}
