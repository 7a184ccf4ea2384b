import type { Commands } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata } from '../../kernel/event-sourcing/execute-command.js';
import type { FileStore } from '../../infra/files/file-store.port.js';
import { importDecider } from './import.decider.js';
import type { ImportRunner } from './import-runner.service.js';

/**
 * Deletes an import's uploaded file because a person among its rows is being erased (issue 37):
 * recorded on the import first (ImportFileDeletedForErasure; a check or run at work stops as
 * failed), then removed from the file store — so a store that fails leaves the import marked, and
 * the erasure's retry or the start-up re-application removes the file again. Nothing else holds
 * the rows: the errors file is made from the stored file on each download, and a worker's copy
 * on its own disk goes when its job stops. Doing it twice is no change and no error.
 */
export async function deleteImportFileForErasure(
  { commands, files, runner }: { commands: Commands; files: FileStore; runner: ImportRunner },
  found: { importId: string; fileKey: string },
  metadata: CommandMetadata,
): Promise<void> {
  // This instance's job waits while the deletion is recorded, so its batches cannot crowd it out
  // (as a cancel's), and then stops at once; another instance's has its next batch refused.
  const release = runner.hold(found.importId);
  try {
    const outcome = await commands.execute(importDecider, {
      command: { type: 'DeleteImportFileForErasure', importId: found.importId },
      metadata,
    });
    if (outcome.events.some((event) => event.type === 'ImportFailed')) runner.cancel(found.importId);
  } finally {
    release();
  }
  await files.delete(found.fileKey);
}
