import { PassThrough, type Readable } from 'node:stream';
import { Inject, Injectable, Logger, type StreamableFile } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Attachment, PersonSummary, SessionUser } from '@dealbook/contracts';
import { findAttachmentFile, type ReadModelDatabase } from '@dealbook/projections';
import { documentFile } from '../../kernel/http/document-file.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { FILE_STORE, type FileStore } from '../../infra/files/file-store.port.js';
import { formatFirmDateTime } from '../../platform/exports/firm-time.js';
import type { PrintDocument } from '../../platform/exports/pdf/print-document.js';
import { renderPdf } from '../../platform/exports/pdf/render-pdf.js';
import { writeZip, type ArchiveEntry } from './zip-archive.js';

export const ZipContentType = 'application/zip';

/** An attachment as the archive lists it: where its file is inside the archive, if it is there. */
export type ArchivedAttachment = Attachment & { archivePath: string | null };

type Subject = { type: string; _id: string; fullName: string };

/** What every subject access archive's `personal-data.json` starts with, whoever it is about. */
export interface PersonalDataHeader<S extends Subject = Subject> {
  format: 'dealbook-personal-data/1';
  exportedAt: string;
  exportedBy: PersonSummary;
  subject: S;
}

export const personalDataHeader = <S extends Subject>(
  subject: S,
  viewer: SessionUser,
  now: Date,
): PersonalDataHeader<S> => ({
  format: 'dealbook-personal-data/1',
  exportedAt: now.toISOString(),
  exportedBy: { _id: viewer._id, fullName: viewer.fullName },
  subject,
});

/** The data an archive's JSON holds: its header, whatever is gathered, and the files listed. */
type ArchiveData = PersonalDataHeader & { attachments: ArchivedAttachment[] };

/** An attachment whose file the archive copies, and where. */
export interface ArchivedFile {
  archivePath: string;
  attachmentId: string;
}

/** The data of an archive, and the attachment behind each file it copies (the JSON gives only archive paths). */
export interface GatheredPersonalData<D extends ArchiveData> {
  data: D;
  files: ArchivedFile[];
}

/** A file name safe in any archive tool: the attachment id keeps two files of one name apart. */
const archivePathOf = (attachment: Attachment) =>
  `attachments/${attachment._id.slice(0, 8)}-${attachment.fileName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')}`;

/** Attachments with their place in the archive, and the files to copy there. */
export function archivedAttachments(attachments: readonly Attachment[]): {
  attachments: ArchivedAttachment[];
  files: ArchivedFile[];
} {
  const archived = attachments.map((attachment) => ({ ...attachment, archivePath: archivePathOf(attachment) }));
  return {
    attachments: archived,
    files: archived.map((attachment) => ({ archivePath: attachment.archivePath, attachmentId: attachment._id })),
  };
}

/** What the archive holds: the data, and the store key of each file it copies. */
interface Located<D> {
  data: D;
  files: { archivePath: string; storageKey: string }[];
}

/**
 * Subject access archives (UK GDPR Art. 15, issue 37), whoever they are about: a contact's or a
 * staff account's data as one zip — `personal-data.json` for machines, `personal-data.pdf` to
 * read, and the files copied from the store — written as the client reads it. The export is
 * recorded (by the caller's `record`, through the write path) before any byte is sent.
 */
@Injectable()
export class PersonalDataArchives {
  private readonly logger = new Logger('PersonalData');

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async answer<D extends ArchiveData>(
    gathered: GatheredPersonalData<D>,
    how: {
      /** Records the export on the person's stream (who asked, when), never its content. */
      record: () => Promise<unknown>;
      /** The readable half, from the data as the JSON holds it. */
      pdf: (data: D, exportedOn: string) => PrintDocument;
    },
  ): Promise<StreamableFile> {
    const located = await this.withFilesLocated(gathered);
    await how.record();
    const { brandName, firmTimeZone } = this.config;
    const exportedOn = formatFirmDateTime(firmTimeZone, new Date(located.data.exportedAt));
    const pdf = await renderPdf(how.pdf(located.data, exportedOn), { brandName, timeZone: firmTimeZone });
    const archive = new PassThrough();
    const { type, _id, fullName } = located.data.subject;
    writeZip(archive, this.entries(located, pdf)).catch((error: unknown) => {
      this.logger.warn(`The personal data archive of ${type} ${_id} stopped: ${String(error)}`);
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return documentFile(archive, `${brandName} - personal data - ${fullName}.zip`, ZipContentType);
  }

  /** Each attachment's file in the store; one that is missing is listed with no place in the archive. */
  private async withFilesLocated<D extends ArchiveData>(gathered: GatheredPersonalData<D>): Promise<Located<D>> {
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
  private async *entries({ data, files }: Located<unknown>, pdf: Readable): AsyncGenerator<ArchiveEntry> {
    yield { name: 'personal-data.json', body: Buffer.from(`${JSON.stringify(data, null, 2)}\n`), compress: true };
    yield { name: 'personal-data.pdf', body: pdf, compress: false };
    for (const { archivePath, storageKey } of files) {
      const stored = await this.files.get(storageKey);
      // Deleted between the look and the copy: the archive goes on without it.
      if (stored) yield { name: archivePath, body: stored.stream, compress: false };
    }
  }
}
