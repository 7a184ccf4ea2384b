import { linkListField, timelineKindOf, type TimelineKind, type TimelineRecordType } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/**
 * A record whose domain events belong on another record's timeline, named for display, with
 * when its stream began and last moved (the read models stamp both from the events' times).
 */
export interface TimelineStream {
  type: string;
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Most linked records a page reads: a timeline pages by reading the streams that moved last
 * first, so one page never opens thousands of streams, however many calls a company has.
 */
export const TimelineStreamsMax = 500;

/** The link lists each child table indexes (migrations 0006–0009, 0015). */
const childLists: Record<string, readonly string[]> = {
  task: ['companies', 'contacts', 'projects', 'purchases', 'events'],
  note: ['companies', 'contacts', 'projects', 'purchases', 'events'],
  payment: ['companies', 'projects'],
  attachment: ['companies', 'contacts', 'projects', 'purchases', 'events'],
  communication: ['companies', 'contacts', 'projects', 'purchases'],
};

/** How each child reads on a line ("the task ‘Send the NDA’"); calls are named by whom they were with. */
const childSources: Record<string, { table: string; name: RawBuilder<string>; wholeDocIndex?: boolean }> = {
  task: { table: 'tasks', name: sql`coalesce(subject, '')` },
  note: { table: 'notes', name: sql`left(coalesce(doc->>'content', ''), 80)` },
  payment: { table: 'payments', name: sql`coalesce(doc->>'description', '')` },
  attachment: { table: 'attachments', name: sql`coalesce(file_name, '')`, wholeDocIndex: true },
  communication: { table: 'communications', name: sql`''` },
};

function linkedChildren(childType: string, list: string, id: string): RawBuilder<unknown> {
  const source = childSources[childType]!;
  const where = source.wholeDocIndex
    ? sql`doc @> ${JSON.stringify({ [list]: [id] })}::jsonb`
    : sql`(doc->${sql.lit(list)}) @> ${JSON.stringify([id])}::jsonb`;
  return sql`select ${sql.lit(childType)} as type, id::text as id, ${source.name} as name, created_at, updated_at
    from ${sql.table(source.table)} where ${where}`;
}

/**
 * The links to buyer documents (issue 38) of a purchaser or a project: who was sent what, and
 * what they read. A link last moved at its latest use or withdrawal.
 */
const buyerLinks = (column: 'purchase_id' | 'project_id', id: string) =>
  sql`select 'buyerlink' as type, l.id::text as id, coalesce(p.company_name, '') as name, l.sent_at as created_at,
      greatest(l.sent_at, l.revoked_at, l.last_activity_at) as updated_at
    from buyer_links l left join purchases p on p.id = l.purchase_id where l.${sql.ref(column)} = ${id}::uuid`;

/**
 * The records of other kinds whose whole story is part of this one's (a client's projects, a
 * project's purchasers, the buyer links sent on a project or to a purchaser).
 */
function ownedRecords(type: TimelineRecordType, id: string): RawBuilder<unknown>[] {
  switch (type) {
    case 'company':
      return [
        sql`select 'project' as type, id::text as id, project_name as name, created_at, updated_at
          from projects where client_id = ${id}::uuid`,
        sql`select 'purchase' as type, id::text as id, company_name as name, created_at, updated_at
          from purchases where company_id = ${id}::uuid`,
      ];
    case 'project':
      return [
        sql`select 'purchase' as type, id::text as id, company_name as name, created_at, updated_at
          from purchases where project_id = ${id}::uuid`,
        buyerLinks('project_id', id),
      ];
    case 'purchase':
      return [buyerLinks('purchase_id', id)];
    default:
      return [];
  }
}

/**
 * The records linked to `type`/`id` whose events its timeline merges — tasks, notes, payments,
 * documents and calls linked to it; a company's projects and the purchases where it is the
 * purchaser; a project's purchasers and the calls about them — of the `kind` asked (all when
 * absent), begun by `before`, those that moved last first. Deleted records are gone from the
 * read models, and so from the timeline.
 */
export async function findTimelineStreams(
  db: Kysely<ReadModelDatabase>,
  type: TimelineRecordType,
  id: string,
  options: { kind?: TimelineKind; before?: Date } = {},
): Promise<TimelineStream[]> {
  const list = linkListField[type];
  const parts = [
    ...Object.keys(childSources)
      .filter((childType) => childLists[childType]!.includes(list))
      .map((childType) => ({ kind: timelineKindOf(childType), query: linkedChildren(childType, list, id) })),
    ...ownedRecords(type, id).map((query) => ({ kind: 'changes' as const, query })),
  ];
  if (type === 'contact') {
    // The people recorded as spoken to: a console call names them without linking the contact.
    parts.push({
      kind: 'calls',
      query: sql`select 'communication' as type, id::text as id, '' as name, created_at, updated_at
        from communications where (doc->'contacted') @> ${JSON.stringify([id])}::jsonb`,
    });
  }
  if (type === 'project') {
    parts.push({
      kind: 'calls',
      query: sql`select 'communication' as type, id::text as id, '' as name, created_at, updated_at
        from communications where (doc->'purchases') ?| array(select id::text from purchases where project_id = ${id}::uuid)`,
    });
  }
  const chosen = parts.filter((part) => !options.kind || part.kind === options.kind);
  if (chosen.length === 0) return [];
  const union = sql.join(
    chosen.map((part) => part.query),
    sql` union `,
  );
  const before = options.before ?? null;
  const { rows } = await sql<{ type: string; id: string; name: string; created_at: Date; updated_at: Date }>`
    select type, id, name, created_at, updated_at from (${union}) linked
    where ${before}::timestamptz is null or created_at <= ${before}::timestamptz
    order by least(updated_at, coalesce(${before}::timestamptz, updated_at)) desc, id desc
    limit ${TimelineStreamsMax}`.execute(db);
  return rows.map((row) => ({
    type: row.type,
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }));
}
