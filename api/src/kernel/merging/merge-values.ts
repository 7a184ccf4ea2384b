import { DomainError } from '../errors/domain-error.js';

type Changes = Record<string, { from: unknown; to: unknown }>;

/**
 * What the survivor's record needs to take the merged record's values for the chosen fields:
 * only the fields whose value really differs, as an edit records them.
 */
export function mergedValueChanges(current: object, chosen: object): Changes {
  const now = current as Record<string, unknown>;
  const changes: Changes = {};
  for (const [field, to] of Object.entries(chosen)) {
    if (to === undefined || sameValue(now[field], to)) continue;
    changes[field] = { from: now[field], to };
  }
  return changes;
}

/**
 * An undo of the values a merge gave the survivor: each goes back to what it was unless someone
 * changed it since (then today's value is kept, and the field named in `kept`), as an import's
 * undo treats the fields it changed.
 */
export function undoneValueChanges(current: object, recorded: Changes): { changes: Changes; kept: string[] } {
  const now = current as Record<string, unknown>;
  const changes: Changes = {};
  const kept: string[] = [];
  for (const [field, change] of Object.entries(recorded)) {
    if (sameValue(now[field], change.to)) {
      if (!sameValue(change.from, change.to)) changes[field] = { from: change.to, to: change.from };
    } else kept.push(field);
  }
  return { changes, kept };
}

/** A merge that this record knows of, and whether it was undone already. */
export interface RememberedMerge {
  mergeId: string;
  /** The record merged in. */
  merged: { id: string; name: string };
  changes: Changes;
  undone: boolean;
}

/** The merge an undo names, refused in words when the survivor never had it or it was undone. */
export function mergeToUndo(merges: readonly RememberedMerge[], mergeId: string, name: string): RememberedMerge {
  const found = merges.find((merge) => merge.mergeId === mergeId);
  if (!found) throw new DomainError('conflict', `${name} has no merge ${mergeId} to undo`);
  if (found.undone) throw new DomainError('conflict', `This merge into ${name} was undone already`);
  return found;
}

/** A record that was merged away, refusing every command but its own restore. */
export interface MergedAwayInto {
  mergeId: string;
  into: { id: string; name: string };
}

export function refuseMergedAway(name: string, mergedInto: MergedAwayInto | null): void {
  if (mergedInto) {
    throw new DomainError(
      'conflict',
      `${name} was merged into ${mergedInto.into.name}: make the change on ${mergedInto.into.name} instead`,
    );
  }
}

/** Lists compare item by item (their order is part of their value). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  return a === b;
}
