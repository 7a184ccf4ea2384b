import type { ColumnType } from 'kysely';
import type { GrantedDocument } from '@dealbook/contracts';

/** A link to buyer documents (migration 0030), kept by the buyer link projection. */
export interface BuyerLinkTable {
  id: string;
  version: number;
  purchase_id: string;
  project_id: string;
  recipient_id: string;
  documents: ColumnType<GrantedDocument[], string, string>;
  token_hash: string;
  sent_at: Date;
  sent_by: string | null;
  expires_at: Date;
  revoked_at: Date | null;
  opened: ColumnType<number, number | undefined, number>;
  first_opened_at: Date | null;
  last_activity_at: Date | null;
  /** Per document id: how often it was viewed and downloaded, and when last. */
  activity: ColumnType<
    Record<string, { viewed: number; downloaded: number; lastAt: string }>,
    string | undefined,
    string
  >;
}
