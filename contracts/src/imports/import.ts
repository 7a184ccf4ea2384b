import { z } from 'zod';
import { pageQuerySchema } from '../http/page-query.js';

/**
 * Data upload (/upload, admins, spec §2.1): a spreadsheet of companies, contacts or projects read
 * as a stream on the server, mapped to fields, checked (dry run), written in batches through the
 * deciders and undoable as a whole. Each import is event-sourced on `import-<id>`.
 */
export const ImportKinds = ['companies', 'contacts', 'projects'] as const;
export type ImportKind = (typeof ImportKinds)[number];

export const ImportKindLabels: Record<ImportKind, string> = {
  companies: 'Companies',
  contacts: 'Contacts',
  projects: 'Projects',
};

export const ImportFileFormats = ['csv', 'xlsx'] as const;
export type ImportFileFormat = (typeof ImportFileFormats)[number];

/** HubSpot's limit, and a worksheet's: more rows than this in one file are refused. */
export const ImportMaxRows = 1_048_576;

/**
 * What a row does when its key finds a record: create only (rows that match are skipped),
 * update only (rows that match nothing are skipped), or both.
 */
export const ImportModes = ['create', 'update', 'both'] as const;
export type ImportMode = (typeof ImportModes)[number];

export const ImportModeLabels: Record<ImportMode, string> = {
  create: 'Create new records only',
  update: 'Update existing records only',
  both: 'Create new and update existing',
};

/** The field whose value finds the record a row is about, per kind. */
export const ImportMatchKeys = {
  companies: ['domain', 'companyName'],
  contacts: ['email'],
  projects: ['reference'],
} as const satisfies Record<ImportKind, readonly string[]>;

/**
 * Where an import stands. `uploaded`: the file is stored and its columns read; `checking` /
 * `checked`: the dry run; `running` → `finished`, `cancelled` or `failed`; `undoing` → `undone`.
 */
export const ImportStates = [
  'uploaded',
  'checking',
  'checked',
  'running',
  'finished',
  'cancelled',
  'failed',
  'undoing',
  'undone',
] as const;
export type ImportState = (typeof ImportStates)[number];

export const ImportStateLabels: Record<ImportState, string> = {
  uploaded: 'Uploaded',
  checking: 'Checking',
  checked: 'Checked',
  running: 'Importing',
  finished: 'Imported',
  cancelled: 'Cancelled',
  failed: 'Failed',
  undoing: 'Undoing',
  undone: 'Undone',
};

/** What a row came to. `unchanged`: its record already holds every value the row gives. */
export const ImportRowActions = ['create', 'update', 'unchanged', 'skip', 'error'] as const;
export type ImportRowAction = (typeof ImportRowActions)[number];

export const ImportRowActionLabels: Record<ImportRowAction, string> = {
  create: 'Created',
  update: 'Updated',
  unchanged: 'Unchanged',
  skip: 'Skipped',
  error: 'Failed',
};

export const importCountsSchema = z.object({
  rows: z.number().int().min(0),
  create: z.number().int().min(0),
  update: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  skip: z.number().int().min(0),
  error: z.number().int().min(0),
  /** Rows that may duplicate a record that exists (counted beside their action); absent before issue 32. */
  duplicates: z.number().int().min(0).optional(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const emptyImportCounts = (): ImportCounts => ({
  rows: 0,
  create: 0,
  update: 0,
  unchanged: 0,
  skip: 0,
  error: 0,
});

/**
 * A row that would create a record its key did not find, yet which may duplicate one that exists
 * (a company of the same name written another way, or of the same domain): skip it, create it
 * anyway, or update the record it may duplicate.
 */
export const ImportDuplicateChoices = ['skip', 'create', 'update'] as const;
export type ImportDuplicateChoice = (typeof ImportDuplicateChoices)[number];

export const ImportDuplicateChoiceLabels: Record<ImportDuplicateChoice, string> = {
  skip: 'Skip the row',
  create: 'Create a new record anyway',
  update: 'Update the record it may duplicate',
};

/** What a mapping without a choice does with possible duplicates: nothing is created twice unasked. */
export const defaultImportDuplicateChoice: ImportDuplicateChoice = 'skip';

/**
 * Which field each column of the file fills, by column position (headers may repeat); null
 * leaves the column out. Field names are those of `importFieldsOf(kind)`.
 */
export const importMappingSchema = z.object({
  columns: z.array(z.string().min(1).max(100).nullable()).max(500),
  matchOn: z.string().min(1).max(100),
  mode: z.enum(ImportModes),
  /** What rows that may duplicate an existing record do (see ImportDuplicateChoices). */
  duplicates: z.enum(ImportDuplicateChoices, 'duplicates must be skip, create or update').optional(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** Body of PUT /api/import/{id}/mapping. */
export const setImportMappingBodySchema = importMappingSchema
  .extend({
    /** Remember this mapping for the next file with the same columns (default yes). */
    remember: z.boolean().default(true),
  })
  .strict();
export type SetImportMappingBody = z.input<typeof setImportMappingBodySchema>;

/** One row shown in the dry run's preview: its line in the file, what it will do, and its values by field. */
export const importPreviewRowSchema = z.object({
  line: z.number().int().min(1),
  action: z.enum(ImportRowActions),
  /** Field -> value as the record will hold it, in words. */
  values: z.record(z.string(), z.string()),
  /** For an update, the fields it changes; for a failure, why, in words. */
  detail: z.string(),
  /** The existing records the row may duplicate, to open and compare. */
  duplicateOf: z.array(z.object({ _id: z.string(), name: z.string() })).optional(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** How far a check, run or undo has got (also pushed live as `import:progress`). */
export const importProgressSchema = z.object({
  phase: z.enum(['check', 'run', 'undo']),
  rowsDone: z.number().int().min(0),
  /** The file's rows when known (after a check), else an estimate from the bytes read. */
  rowsTotal: z.number().int().min(0),
  rowsPerSecond: z.number().min(0),
  /** null until a rate is known. */
  secondsLeft: z.number().min(0).nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** An import as GET /api/import/{id} and the list answer it. */
export const importSchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  kind: z.enum(ImportKinds),
  fileName: z.string(),
  fileSize: z.number().int().min(0),
  format: z.enum(ImportFileFormats),
  /** The first row of the file. */
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  /** Whether the mapping was the one remembered for files with these columns. */
  mappingRemembered: z.boolean(),
  state: z.enum(ImportStates),
  /** The dry run's counts, once checked. */
  checked: importCountsSchema.nullable(),
  /** What the run did so far (rows are those read). */
  done: importCountsSchema,
  /** Records the undo has put back so far. */
  undone: z.number().int().min(0),
  progress: importProgressSchema.nullable(),
  /** Why a run failed, in words. */
  failure: z.string().nullable(),
  /** Whether a file of the failed rows can be downloaded (GET /api/import/{id}/errors). */
  hasErrors: z.boolean(),
  /**
   * The uploaded file was deleted from the file store when a person it named was erased (issue
   * 37): the import can no longer be mapped, checked, run or give its errors file; an undo still works.
   */
  fileDeleted: z.boolean(),
  startedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Import = z.infer<typeof importSchema>;

/** Answer of POST /api/imports: the import, with a few rows of the file to map against. */
export const uploadedImportSchema = importSchema.extend({
  sample: z.array(z.array(z.string())).max(10),
});
export type UploadedImport = z.infer<typeof uploadedImportSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importPreviewRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importPreviewQuerySchema = z.strictObject({
  action: z.enum(ImportRowActions).optional(),
});

/** Body of the multipart POST /api/imports, beside the file. */
export const uploadImportFieldsSchema = z.strictObject({
  kind: z.enum(ImportKinds, 'kind must be companies, contacts or projects'),
});

/** GET /api/imports: newest first, by `offset` or by `after` (the X-Next-Cursor of the page before). */
export const importListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
  after: pageQuerySchema.shape.after,
});

/** `import:progress`, pushed to `record:import:<id>` at least once a second while work runs. */
export const importProgressMessageSchema = importProgressSchema.extend({
  importId: z.string(),
  state: z.enum(ImportStates),
  done: importCountsSchema,
});
export type ImportProgressMessage = z.infer<typeof importProgressMessageSchema>;
