import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import {
  importListQuerySchema,
  importPreviewQuerySchema,
  importPreviewSchema,
  importSchema,
  setImportMappingBodySchema,
  uploadedImportSchema,
  uploadImportFieldsSchema,
  type Import,
  type ImportPreview,
  type UploadedImport,
} from '@dealbook/contracts';
import {
  findImport,
  findImportPreview,
  findImports,
  type ImportRecord,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { rm } from 'node:fs/promises';
import { z } from 'zod';
import { attachmentDisposition, sanitiseFileName } from '../../kernel/http/file-name.js';
import { UploadFileField } from '../attachments/upload-file.interceptor.js';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ExpectedVersion } from '../../kernel/http/if-match.js';
import { createdAnswer, pageAnswer, recordAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { validationError, ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { newId } from '../../kernel/ids.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { FILE_STORE, type FileStore } from '../../infra/files/file-store.port.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { cancelImport } from './cancel-import.js';
import { writeImportErrors } from './import-errors-file.js';
import { HeavyWork } from '../../kernel/heavy-work/heavy-work.decorator.js';
import { ImportFileInterceptor } from './import-file.interceptor.js';
import { ImportFileErasedMessage } from './import.decider.js';
import { ImportRunner } from './import-runner.service.js';
import { ImportTempFiles } from './import-temp-files.js';
import { importView } from './import-view.js';
import { mapImport } from './map-import.js';
import { startImportWork } from './start-import-work.js';
import { uploadImport } from './upload-import.js';

/**
 * Data upload (spec §2.1, issue 16), administrators only: upload a spreadsheet, map its columns,
 * check it (dry run), run it, cancel it, undo it, and read past imports with their errors files.
 * Checks, runs and undos work in the background; `import:progress` reports them on the import's rooms.
 */
@Controller()
@Roles('admin')
export class ImportsController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(ImportRunner) private readonly runner: ImportRunner,
    @Inject(ImportTempFiles) private readonly temp: ImportTempFiles,
  ) {}

  /** multipart/form-data: `file` (.xlsx or .csv) and `kind` (companies, contacts or projects). */
  @Post('imports')
  @HttpCode(201)
  @UseInterceptors(ImportFileInterceptor)
  // Below the file's interceptor, so it runs first: a refused upload is not written to disk.
  @HeavyWork('importRead')
  @ResponseDoc({
    headers: ['ETag', 'Location'],
    errors: [413],
    body: uploadedImportSchema,
    multipart: uploadImportFieldsSchema,
    multipartFiles: [UploadFileField],
  })
  async upload(
    @Req() req: Request,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<UploadedImport>> {
    const file = req.file;
    try {
      if (!file) {
        throw new BadRequestException(
          `Send the spreadsheet as multipart/form-data in the form field "${UploadFileField}"`,
        );
      }
      const fields = uploadImportFieldsSchema.safeParse({ ...(req.body as Record<string, unknown>) });
      if (!fields.success) throw validationError(fields.error);
      const importId = newId();
      const { sample } = await uploadImport(
        { db: this.db, commands: this.commands, files: this.files },
        importId,
        fields.data.kind,
        { path: file.path, originalName: file.originalname },
        context,
      );
      return createdAnswer({ ...(await this.load(importId)), sample }, `/api/import/${importId}`);
    } finally {
      if (file) await rm(file.path, { force: true });
    }
  }

  @Get('imports')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(importSchema), query: importListQuerySchema })
  async list(
    @Query(new ZodValidationPipe(importListQuerySchema, 'query')) query: z.output<typeof importListQuerySchema>,
  ): Promise<RecordAnswer<Import[]>> {
    const page = await findImports(this.db, query);
    return pageAnswer({ ...page, rows: page.rows.map((found) => this.answerOf(found)) });
  }

  @Get('import/:id')
  @ResponseDoc({ headers: ['ETag'], body: importSchema })
  get(@Param('id', uuidParam) id: string): Promise<RecordAnswer<Import>> {
    return this.current(id);
  }

  @Put('import/:id/mapping')
  @ResponseDoc({ headers: ['ETag'], body: importSchema, errors: [409] })
  async map(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(setImportMappingBodySchema)) body: z.output<typeof setImportMappingBodySchema>,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<Import>> {
    await mapImport({ db: this.db, commands: this.commands }, id, body, context, expectedVersion);
    return this.current(id);
  }

  @Post('import/:id/check')
  @HttpCode(202)
  @ResponseDoc({ headers: ['ETag'], body: importSchema, errors: [409, 429] })
  start(@Param('id', uuidParam) id: string, @CommandContext() context: CommandContextValue) {
    return this.startWork(id, 'check', context);
  }

  @Post('import/:id/run')
  @HttpCode(202)
  @ResponseDoc({ headers: ['ETag'], body: importSchema, errors: [409, 429] })
  run(@Param('id', uuidParam) id: string, @CommandContext() context: CommandContextValue) {
    return this.startWork(id, 'run', context);
  }

  @Post('import/:id/undo')
  @HttpCode(202)
  @ResponseDoc({ headers: ['ETag'], body: importSchema, errors: [409, 429] })
  undo(@Param('id', uuidParam) id: string, @CommandContext() context: CommandContextValue) {
    return this.startWork(id, 'undo', context);
  }

  @Post('import/:id/cancel')
  @HttpCode(202)
  @ResponseDoc({ headers: ['ETag'], body: importSchema, errors: [409] })
  async cancel(@Param('id', uuidParam) id: string, @CommandContext() context: CommandContextValue) {
    await cancelImport({ commands: this.commands, runner: this.runner }, id, context);
    return this.current(id);
  }

  @Get('import/:id/preview')
  @ResponseDoc({ body: importPreviewSchema, query: importPreviewQuerySchema })
  async preview(
    @Param('id', uuidParam) id: string,
    @Query(new ZodValidationPipe(importPreviewQuerySchema, 'query')) query: z.output<typeof importPreviewQuerySchema>,
  ): Promise<ImportPreview> {
    await this.load(id);
    return { rows: await findImportPreview(this.db, id, query.action) };
  }

  /** Every failed row of the latest check or run, with its reason: a CSV to fix and upload again. */
  @Get('import/:id/errors')
  @ResponseDoc({ file: ['text/csv'], errors: [409] })
  async errors(@Param('id', uuidParam) id: string, @Res() res: Response): Promise<void> {
    const found = await findImport(this.db, id);
    if (!found) throw notFound('Import', id);
    // The errors file takes each failed row's cells from the uploaded file, which an erasure deleted.
    if (found.fileDeleted) throw new DomainError('conflict', ImportFileErasedMessage);
    const baseName = found.fileName.replace(/\.(csv|xlsx)$/i, '');
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', attachmentDisposition(sanitiseFileName(`${baseName} - errors.csv`)));
    res.setHeader('Cache-Control', 'no-store');
    try {
      await writeImportErrors(this.db, this.files, this.temp, found, res);
    } catch (error) {
      // Headers are gone: cut the answer, so a browser reports a failed download, not a short file.
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private async startWork(id: string, work: 'check' | 'run' | 'undo', context: CommandContextValue) {
    await startImportWork({ commands: this.commands, runner: this.runner }, id, work, context);
    return this.current(id);
  }

  private async current(id: string): Promise<RecordAnswer<Import>> {
    const found = await this.load(id);
    return recordAnswer(found, { version: found.version, noStore: true });
  }

  private async load(id: string): Promise<Import> {
    const found = await findImport(this.db, id);
    if (!found) throw notFound('Import', id);
    return this.answerOf(found);
  }

  private answerOf(found: ImportRecord): Import {
    return importView(found, this.runner.progressOf(found._id));
  }
}
