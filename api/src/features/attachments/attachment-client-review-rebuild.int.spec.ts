import type { AttachmentCommand } from '@dealbook/contracts';
import {
  attachmentProjection,
  CatchUpProjectionRunner,
  rebuildProjections,
  resetCheckpoint,
} from '@dealbook/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { prng } from '../../../../test/support/prng.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { executeCommand } from '../../kernel/event-sourcing/execute-command.js';
import { newId } from '../../kernel/ids.js';
import { openPersistence, type Persistence } from '../../infra/persistence.js';
import { attachmentDecider } from './attachment.decider.js';
import { attachmentStorageKey } from './upload-attachment.js';

async function snapshot(persistence: Persistence) {
  const { rows } = await sql<{ version: number; review_state: string; doc: { fileVersion: number } }>`
    select id, version, doc, review_state, client_project_id, linked_at, created_at, updated_at
    from attachments order by id`.execute(persistence.db);
  return rows;
}

/**
 * The attachments read model with client reviews (issue 14), rebuilt from the log and caught up
 * from an empty table, against the inline-built one: shares, submissions, withdrawals, decisions,
 * resubmitted versions and deletions in random order, refused commands skipped.
 */
describe('rebuilding the attachments read model with client reviews', () => {
  let database: TestDatabase;
  let persistence: Persistence;

  beforeAll(async () => {
    database = await createTestDatabase('rebuild_attachment_reviews');
    persistence = await openPersistence({ databaseUrl: database.url, dataDir: '' });
    const random = prng(17);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const metadata = { actorId: null, correlationId: newId() };
    const projects = [newId(), newId(), newId()];
    const live: { id: string; version: number }[] = [];
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1) + i * 3_600_000).toISOString();
    const run = async (command: AttachmentCommand) => {
      try {
        await executeCommand(persistence.store, attachmentDecider, { command, metadata });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    };
    for (let i = 0; i < 200; i++) {
      const roll = random();
      if (live.length < 6 || roll < 0.15) {
        const attachment = { id: newId(), version: 1 };
        live.push(attachment);
        await run({
          type: 'UploadAttachment',
          attachmentId: attachment.id,
          fileName: `File ${i}.pdf`,
          description: '',
          contentType: 'application/pdf',
          size: 100 + i,
          storageKey: attachmentStorageKey(attachment.id),
          uploadedBy: null,
          links: { project: [pick(projects)] },
          unknownLinks: [],
        });
      } else if (roll < 0.6) {
        const action = pick(['share', 'submit', 'submit', 'withdraw'] as const);
        await run({
          type: 'ChangeAttachmentClientReview',
          attachmentId: pick(live).id,
          action,
          projectId: null,
          note: `Note ${i}`,
          at: at(i),
        });
      } else if (roll < 0.8) {
        const decision = pick(['approved', 'rejected', 'rejected'] as const);
        await run({
          type: 'DecideAttachmentApproval',
          attachmentId: pick(live).id,
          decision,
          comment: `C${i}`,
          at: at(i),
        });
      } else if (roll < 0.95) {
        const attachment = pick(live);
        await run({
          type: 'ResubmitAttachment',
          attachmentId: attachment.id,
          fileName: `File ${i} v.pdf`,
          contentType: 'application/pdf',
          size: 50 + i,
          storageKey: attachmentStorageKey(attachment.id, attachment.version + 1),
          note: `Again ${i}`,
          at: at(i),
        });
        attachment.version += 1;
      } else {
        const [attachment] = live.splice(Math.floor(random() * live.length), 1);
        await run({ type: 'DeleteAttachment', attachmentId: attachment!.id });
      }
    }
  });

  afterAll(async () => {
    await persistence?.close();
    await database?.drop();
  });

  it('replays the log into fresh tables equal row for row to the inline-built model', async () => {
    const inline = await snapshot(persistence);
    const states = new Set(inline.map((row) => row.review_state));
    // Every review state, and resubmitted file versions, are in the log.
    expect(states.size).toBeGreaterThanOrEqual(4);
    expect(inline.some((row) => row.doc.fileVersion > 1)).toBe(true);
    await sql`update attachments set doc = doc || '{"fileVersion": 9}'::jsonb`.execute(persistence.db);
    const [result] = await rebuildProjections({
      db: persistence.db,
      source: persistence.rebuildSource!,
      projections: [attachmentProjection],
    });
    expect(result!.eventsApplied).toBeGreaterThan(100);
    expect(await snapshot(persistence)).toEqual(inline);
  });

  it('builds the same model in catch-up mode from an empty table and checkpoint', async () => {
    const inline = await snapshot(persistence);
    await sql`truncate attachments`.execute(persistence.db);
    await resetCheckpoint(persistence.db, attachmentProjection.name, { commit: 0n, prepare: 0n });
    const runner = new CatchUpProjectionRunner(persistence.db, persistence.store, attachmentProjection, {
      batchSize: 40,
    });
    await runner.catchUp();
    expect(await snapshot(persistence)).toEqual(inline);
  });
});
