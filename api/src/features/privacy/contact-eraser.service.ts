import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { ContactErasure, EventStore } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import { DATABASE, EVENT_STORE, PERSISTENCE } from '../../kernel/database-tokens.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata } from '../../kernel/event-sourcing/execute-command.js';
import { FILE_STORE, type FileStore } from '../../infra/files/file-store.port.js';
import type { Persistence } from '../../infra/persistence.port.js';
import { ImportRunner } from '../imports/import-runner.service.js';
import { eraseContact, type ErasureDeps } from './contact-erasure.js';
import { ErasureList } from './erasure-list.js';

/** `eraseContact` with what it needs, for the route and for the re-application at start alike. */
@Injectable()
export class ContactEraser {
  readonly deps: ErasureDeps;

  constructor(
    @Inject(DATABASE) db: Kysely<ReadModelDatabase>,
    @Inject(Commands) commands: Commands,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(FILE_STORE) files: FileStore,
    @Inject(ErasureList) erasures: ErasureList,
    @Inject(PERSISTENCE) persistence: Persistence,
    @Inject(ImportRunner) importRunner: ImportRunner,
  ) {
    this.deps = { db, commands, store, files, importRunner, erasures, keys: persistence.personalDataKeys };
  }

  erase(
    contactId: string,
    reason: string,
    metadata: CommandMetadata,
    options: { reapplied?: boolean } = {},
  ): Promise<ContactErasure> {
    return eraseContact(this.deps, contactId, reason, metadata, options);
  }
}
