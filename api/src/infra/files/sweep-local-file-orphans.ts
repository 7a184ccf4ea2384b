import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { listLocalStoreFiles, unfinishedWriteMarker } from './local-store-files.js';

const metaSuffix = '.meta.json';

/**
 * What a process killed in the middle of LocalFileStore.put leaves behind, removed at start
 * (no write is in flight then): a `.tmp-` file the rename never claimed, and a `.meta.json` that
 * is empty or unparsable (killed while writing it) or whose file never arrived. Files that
 * completed are untouched. Returns the paths removed, relative to the root, for the log.
 */
export async function sweepLocalFileOrphans(root: string): Promise<string[]> {
  const removed: string[] = [];
  for (const relative of await listLocalStoreFiles(root)) {
    const path = join(root, relative);
    if (await isOrphan(relative, path)) {
      await rm(path, { force: true });
      removed.push(relative);
    }
  }
  return removed;
}

async function isOrphan(relative: string, path: string): Promise<boolean> {
  if (relative.includes(unfinishedWriteMarker)) return true;
  if (!relative.endsWith(metaSuffix)) return false;
  const owner = await stat(path.slice(0, -metaSuffix.length)).catch(() => undefined);
  if (!owner?.isFile()) return true;
  try {
    const meta: unknown = JSON.parse(await readFile(path, 'utf8'));
    return typeof meta !== 'object' || meta === null;
  } catch {
    return true;
  }
}
