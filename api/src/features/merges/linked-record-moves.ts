import {
  MergeLinkKinds,
  MergeMoveKindCounts,
  type MergeableType,
  type MergeLinkCount,
  type MergeMove,
  type MergeMoveKind,
  type NamedRef,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { MergeAppends } from './merge-appends.js';
import { moveKindsOf, type Invitation, type MoveKindSpec, type MoveRow } from './merge-move-kinds.js';

type Db = Kysely<ReadModelDatabase>;

/** The records of one kind that link `fromId`, or those named, with what a move needs of each: one query. */
async function rowsOf(
  db: Db,
  spec: MoveKindSpec,
  where: RawBuilder<SqlBool>,
  fromId: string,
  toId: string,
  limit?: number,
): Promise<MoveRow[]> {
  const extra = spec.extra ? spec.extra(fromId) : sql`null`;
  const { rows } = await sql<{ id: string; version: number; holds_from: boolean; holds_to: boolean; extra: unknown }>`
    select id::text as id, version, ${spec.holds(fromId)} as holds_from, ${spec.holds(toId)} as holds_to,
      ${extra} as extra
    from ${sql.table(spec.table)} where ${where} order by id
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    holdsFrom: row.holds_from,
    holdsTo: row.holds_to,
    extra: row.extra,
  }));
}

/**
 * The links of the merged-away record held by other records (its people, projects, purchases,
 * tasks …), one query per kind, and the moves that take each to the survivor. Each kind is read
 * up to `perKind` rows (one more than a merge may move): enough to say a merge is too big, never
 * the whole of it.
 */
export async function findLinkedRecordMoves(
  db: Db,
  type: MergeableType,
  merged: NamedRef,
  survivor: NamedRef,
  perKind: number,
): Promise<{ kind: MergeMoveKind; row: MoveRow }[]> {
  const kinds = Object.entries(moveKindsOf[type]) as [MergeMoveKind, MoveKindSpec][];
  const found = await Promise.all(
    kinds.map(async ([kind, spec]) =>
      (await rowsOf(db, spec, spec.holds(merged.id), merged.id, survivor.id, perKind)).map((row) => ({
        kind,
        row,
      })),
    ),
  );
  return found.flat();
}

/** Adds the merge's moves of linked records to the appends, and answers them as the merge records them. */
export function moveLinkedRecords(
  type: MergeableType,
  found: readonly { kind: MergeMoveKind; row: MoveRow }[],
  merged: NamedRef,
  survivor: NamedRef,
  appends: MergeAppends,
): MergeMove[] {
  return found.map(({ kind, row }) => {
    const spec = moveKindsOf[type][kind]!;
    appends.add(
      spec.stream,
      row.id,
      row.version,
      spec.events(row, merged, survivor, { removeFrom: true, addTo: !row.holdsTo }),
    );
    return {
      kind,
      id: row.id,
      alreadyLinked: row.holdsTo,
      ...(kind === 'attendee' && row.extra ? { attendee: row.extra as Invitation } : {}),
    };
  });
}

/**
 * The undo of the moves a merge recorded: each record still there goes back to the merged record,
 * and leaves the survivor unless it was linked to it before the merge. Records deleted since are
 * passed over; links made after the merge are not among the moves, so they stay.
 */
export async function undoLinkedRecordMoves(
  db: Db,
  type: MergeableType,
  moves: readonly MergeMove[],
  merged: NamedRef,
  survivor: NamedRef,
  appends: MergeAppends,
): Promise<void> {
  const kinds = Object.entries(moveKindsOf[type]) as [MergeMoveKind, MoveKindSpec][];
  await Promise.all(
    kinds.map(async ([kind, spec]) => {
      const ofKind = new Map(moves.filter((move) => move.kind === kind).map((move) => [move.id, move]));
      if (ofKind.size === 0) return;
      const rows = await rowsOf(
        db,
        spec,
        sql<SqlBool>`id = any(${[...ofKind.keys()]}::uuid[])`,
        survivor.id,
        merged.id,
      );
      for (const row of rows) {
        const move = ofKind.get(row.id)!;
        const back = move.attendee ? { ...row, extra: move.attendee } : row;
        appends.add(
          spec.stream,
          row.id,
          row.version,
          spec.events(back, survivor, merged, {
            removeFrom: row.holdsFrom && !move.alreadyLinked,
            addTo: !row.holdsTo,
          }),
        );
      }
    }),
  );
}

/** The moves counted by the screen's kinds, in the screen's order, kinds with none left out. */
export function countMoves(moves: readonly { kind: MergeMoveKind }[]): MergeLinkCount[] {
  const counts = new Map<string, number>();
  for (const move of moves) {
    const kind = MergeMoveKindCounts[move.kind];
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return MergeLinkKinds.filter((kind) => counts.has(kind)).map((kind) => ({ kind, count: counts.get(kind)! }));
}
