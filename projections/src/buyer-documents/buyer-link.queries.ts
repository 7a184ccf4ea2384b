import { ErasedPersonName, type BuyerDocumentGrant, type GrantedDocument } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;

/** What a buyer's link opens: found by its token's hash, with the names its page and watermark show. */
export interface BuyerLinkAccess {
  id: string;
  purchaseId: string;
  projectId: string;
  projectName: string;
  purchaserName: string;
  recipient: { id: string; name: string; email: string };
  documents: GrantedDocument[];
  expiresAt: Date;
  revokedAt: Date | null;
}

const linkColumns = (db: Db) =>
  db
    .selectFrom('buyer_links as l')
    .leftJoin('contacts as c', 'c.id', 'l.recipient_id')
    .leftJoin('users as u', 'u.id', 'l.sent_by')
    .select([
      'l.id',
      'l.purchase_id',
      'l.project_id',
      'l.recipient_id',
      'l.documents',
      'l.sent_at',
      'l.sent_by',
      'l.expires_at',
      'l.revoked_at',
      'l.opened',
      'l.first_opened_at',
      'l.last_activity_at',
      'l.activity',
      sql<string | null>`c.full_name`.as('recipient_name'),
      sql<string | null>`c.email`.as('recipient_email'),
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('sent_by_name'),
    ]);

/** The link a buyer's token opens, by the token's SHA-256; undefined when no link has it. */
export async function findBuyerLinkByTokenHash(db: Db, tokenHash: string): Promise<BuyerLinkAccess | undefined> {
  const row = await linkColumns(db)
    .leftJoin('projects as p', 'p.id', 'l.project_id')
    .leftJoin('purchases as b', 'b.id', 'l.purchase_id')
    .select([
      sql<string | null>`p.project_name`.as('project_name'),
      sql<string | null>`b.company_name`.as('purchaser_name'),
    ])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    purchaseId: row.purchase_id,
    projectId: row.project_id,
    projectName: row.project_name ?? '',
    purchaserName: row.purchaser_name ?? '',
    recipient: { id: row.recipient_id, name: row.recipient_name ?? ErasedPersonName, email: row.recipient_email ?? '' },
    documents: row.documents,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

/** A purchase's links, newest first, each as of `now` (active, expired or revoked). */
export async function findBuyerLinksOfPurchase(
  db: Db,
  purchaseId: string,
  now = new Date(),
): Promise<BuyerDocumentGrant[]> {
  const rows = await linkColumns(db)
    .where('l.purchase_id', '=', purchaseId)
    .orderBy('l.sent_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    purchaseId: row.purchase_id,
    recipient: {
      _id: row.recipient_id,
      name: row.recipient_name ?? ErasedPersonName,
      email: row.recipient_email ?? '',
    },
    documents: row.documents,
    sentAt: row.sent_at.toISOString(),
    sentBy: row.sent_by,
    sentByName: row.sent_by_name ?? '',
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    state: row.revoked_at ? 'revoked' : row.expires_at <= now ? 'expired' : 'active',
    opened: row.opened,
    activity: row.activity,
    firstOpenedAt: row.first_opened_at?.toISOString() ?? null,
    lastActivityAt: row.last_activity_at?.toISOString() ?? null,
  }));
}
