import type { MergeableType } from '@dealbook/contracts';

/** A merged-away record and the record it was merged into (migration 0026). */
export interface MergedRecordTable {
  merge_id: string;
  id: string;
  survivor_id: string;
  type: MergeableType;
  /** A merged-away contact's reference; null for a company. */
  reference: string | null;
  merged_at: Date;
  /** Set by the merge's undo; the row stays, so a second undo hears it was undone already. */
  undone_at: Date | null;
}
