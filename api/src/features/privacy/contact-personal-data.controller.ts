import { PassThrough, type Readable } from 'node:stream';
import { Controller, Get, Inject, Logger, Param, type StreamableFile } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@dealbook/contracts';
import { findAttachmentFile, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { documentFile } from '../../kernel/http/document-file.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { HeavyWork } from '../../kernel/heavy-work/heavy-work.decorator.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { FILE_STORE, type FileStore } from '../../infra/files/file-store.port.js';
import { formatFirmDateTime } from '../../platform/exports/firm-time.js';
import { renderPdf } from '../../platform/exports/pdf/render-pdf.js';
import { contactDecider } from '../contacts/contact.decider.js';
import { HistoryService } from '../history/history.service.js';
import { gatherContactPersonalData, type GatheredContactData } from './contact-personal-data.js';
import { personalDataPdf } from './personal-data-pdf.js';
import { writeZip, type ArchiveEntry } from './zip-archive.js';

export const ZipContentType = 'application/zip';

/** What the archive holds: the data, and the store key of each file it copies. */
interface Located {
  data: GatheredContactData['data'];
  files: { archivePath: string; storageKey: string }[];
}

/**
 * Subject access (UK GDPR Art. 15, issue 37): everything the firm holds about a contact as one
 * archive — `personal-data.json` for machines, `personal-data.pdf` to read, and their files.
 * Administrators only: it gathers what no narrower role may read. The export is recorded on the
 * contact's history (who asked, when), without its content.
 */
@Controller('contact')
@Roles('admin')
export class ContactPersonalDataController {
  private readonly logger = new Logger('PersonalData');

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(Commands) private readonly commands: Commands,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':id/personal-data')
  @ResponseDoc({ file: [ZipContentType], headers: ['Content-Disposition'], errors: [404] })
  @HeavyWork('fileRender')
  async export(
    @Param('id', uuidParam) id: string,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<StreamableFile> {
    const gathered = await this.withFilesLocated(
      await gatherContactPersonalData({ db: this.db, history: this.history }, id, user),
    );
    await this.commands.execute(contactDecider, {
      command: { type: 'RecordContactPersonalDataExport', contactId: id },
      metadata: context,
    });
    const { brandName, firmTimeZone } = this.config;
    const exportedAt = new Date(gathered.data.exportedAt);
    const pdf = await renderPdf(personalDataPdf(gathered.data, formatFirmDateTime(firmTimeZone, exportedAt)), {
      brandName,
      timeZone: firmTimeZone,
    });
    const archive = new PassThrough();
    writeZip(archive, this.entries(gathered, pdf)).catch((error: unknown) => {
      this.logger.warn(`The personal data archive of contact ${id} stopped: ${String(error)}`);
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    const name = `${brandName} - personal data - ${gathered.data.subject.fullName}.zip`;
    return documentFile(archive, name, ZipContentType);
  }

  /** Each attachment's file in the store; one that is missing is listed with no place in the archive. */
  private async withFilesLocated(gathered: GatheredContactData): Promise<Located> {
    const keys = new Map<string, string>();
    for (const { attachmentId } of gathered.files) {
      const record = await findAttachmentFile(this.db, attachmentId);
      if (record && (await this.files.exists(record.storageKey))) keys.set(attachmentId, record.storageKey);
    }
    const attachments = gathered.data.attachments.map((file) =>
      keys.has(file._id) ? file : { ...file, archivePath: null },
    );
    return {
      data: { ...gathered.data, attachments },
      files: gathered.files.flatMap((file) => {
        const storageKey = keys.get(file.attachmentId);
        return storageKey ? [{ archivePath: file.archivePath, storageKey }] : [];
      }),
    };
  }

  /** The JSON, the PDF, then each file read from the store as the archive reaches it. */
  private async *entries({ data, files }: Located, pdf: Readable): AsyncGenerator<ArchiveEntry> {
    yield { name: 'personal-data.json', body: Buffer.from(`${JSON.stringify(data, null, 2)}\n`), compress: true };
    yield { name: 'personal-data.pdf', body: pdf, compress: false };
    for (const { archivePath, storageKey } of files) {
      const stored = await this.files.get(storageKey);
      // Deleted between the look and the copy: the archive goes on without it.
      if (stored) yield { name: archivePath, body: stored.stream, compress: false };
    }
  }
}
