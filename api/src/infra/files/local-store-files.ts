import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** In the name of a file LocalFileStore.put has not finished: renamed away once it has. */
export const unfinishedWriteMarker = '.tmp-';

/** Every file under a local file store's root (paths relative to it); an absent root holds none. */
export async function listLocalStoreFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}
