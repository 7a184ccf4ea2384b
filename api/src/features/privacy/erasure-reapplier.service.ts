import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { findErasedImportFileKeys, type ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { newId } from '../../kernel/ids.js';
import { contactStreamId } from '../contacts/contact.decider.js';
import { ContactEraser } from './contact-eraser.service.js';
import { ErasureList } from './erasure-list.js';

/** The reason the re-applied erasures record. */
export const ReappliedReason = 're-applied after restore';

/**
 * At start (issue 37): every listed contact's key is shredded again, and every listed contact
 * whose row is not erased — a backup taken before the erasure was restored — is erased again
 * through the same command, with no actor and the reason "re-applied after restore". Set-based look-up: one statement for the whole list.
 * A contact that is gone (deleted, or never in this database) needs nothing. Then every import
 * file an erasure deleted is deleted again: the file store may have been restored apart from the
 * database, or an earlier deletion failed after it was recorded (a missing file is no error).
 */
@Injectable()
export class ErasureReapplier implements OnApplicationBootstrap {
  private readonly logger = new Logger('Erasures');

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(ErasureList) private readonly erasures: ErasureList,
    @Inject(ContactEraser) private readonly eraser: ContactEraser,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.reapply();
    } catch (error) {
      this.logger.error(`The erasure list could not be re-applied: ${String(error)}`);
    }
  }

  /** The ids erased again. */
  async reapply(): Promise<string[]> {
    const done = await this.eraseListedAgain();
    await this.deleteErasedImportFiles();
    return done;
  }

  private async eraseListedAgain(): Promise<string[]> {
    const ids = (await this.erasures.read()).map((entry) => entry.contactId);
    if (ids.length === 0) return [];
    // A restored backup brings back the keys the erasures shredded: shred them again, also for a
    // contact whose record is already erased (a backup taken between the erasure and its shred).
    await this.eraser.deps.keys.forget(ids.map(contactStreamId));
    const { rows } = await sql<{ id: string }>`
      select id::text from contacts
      where id = any(${ids}::uuid[]) and not coalesce((doc->>'erased')::boolean, false)`.execute(this.db);
    const done: string[] = [];
    for (const { id } of rows) {
      try {
        await this.eraser.erase(id, ReappliedReason, { actorId: null, correlationId: newId() }, { reapplied: true });
        done.push(id);
      } catch (error) {
        this.logger.error(`Contact ${id} could not be erased again: ${String(error)}`);
      }
    }
    if (done.length > 0) this.logger.warn(`Erased again after a restore: ${done.length} contact(s)`);
    return done;
  }

  /** The uploaded files of the imports whose rows named an erased person, removed again. */
  private async deleteErasedImportFiles(): Promise<void> {
    for (const key of await findErasedImportFileKeys(this.db)) {
      try {
        await this.eraser.deps.files.delete(key);
      } catch (error) {
        this.logger.error(`The erased import file ${key} could not be deleted again: ${String(error)}`);
      }
    }
  }
}
