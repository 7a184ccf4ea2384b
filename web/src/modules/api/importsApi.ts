import type {
  Import,
  ImportKind,
  ImportPreview,
  ImportRowAction,
  SetImportMappingBody,
  UploadedImport,
} from '@dealbook/contracts';
import { getJson, getList, sendForText, sendJson, type ListResult } from './httpClient.js';
import { sendMultipart } from './multipartUpload.js';

const importPath = (id: string) => `/api/import/${encodeURIComponent(id)}`;

export interface UploadImportRequest {
  file: File;
  kind: ImportKind;
  /** 0..1 as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/imports (multipart): the file is stored and its columns read; the answer suggests a mapping. */
export function uploadImport({ file, kind, onProgress, signal }: UploadImportRequest): Promise<UploadedImport> {
  const form = new FormData();
  // The kind before the file: a streaming server reads the fields in order and knows what it stores.
  form.append('kind', kind);
  form.append('file', file, file.name);
  return sendMultipart<UploadedImport>('/api/imports', form, { onProgress, signal });
}

/** GET /api/imports: the past imports, newest first, with `X-Total-Count`. */
export function listImports(limit: number, offset: number, signal?: AbortSignal): Promise<ListResult<Import>> {
  return getList<Import>(`/api/imports?limit=${limit}&offset=${offset}`, { signal });
}

export function getImport(id: string, signal?: AbortSignal): Promise<Import> {
  return getJson<Import>(importPath(id), { signal });
}

/** PUT /api/import/{id}/mapping: which field each column fills; the import goes back to `uploaded`. */
export function setImportMapping(id: string, body: SetImportMappingBody): Promise<Import> {
  return sendJson<Import>(`${importPath(id)}/mapping`, { method: 'PUT', body });
}

/** POST /api/import/{id}/check: the dry run starts in the background (202, state `checking`). */
export function checkImport(id: string): Promise<Import> {
  return sendJson<Import>(`${importPath(id)}/check`, { method: 'POST' });
}

/** POST /api/import/{id}/run: the import starts in the background (202, state `running`). */
export function runImport(id: string): Promise<Import> {
  return sendJson<Import>(`${importPath(id)}/run`, { method: 'POST' });
}

/** POST /api/import/{id}/cancel: the check or run under way stops (202; the body is not read). */
export async function cancelImport(id: string): Promise<void> {
  await sendForText(`${importPath(id)}/cancel`, { method: 'POST' });
}

/** POST /api/import/{id}/undo: what the run wrote is put back (202, state `undoing`; the body is not read). */
export async function undoImport(id: string): Promise<void> {
  await sendForText(`${importPath(id)}/undo`, { method: 'POST' });
}

/** GET /api/import/{id}/preview?action=: a few rows of the dry run that come to this action. */
export function getImportPreview(id: string, action: ImportRowAction, signal?: AbortSignal): Promise<ImportPreview> {
  return getJson<ImportPreview>(`${importPath(id)}/preview?action=${action}`, { signal });
}

/** The CSV of every failed row with its reason: a plain link, the session cookie goes with it. */
export function importErrorsUrl(id: string): string {
  return `${importPath(id)}/errors`;
}
