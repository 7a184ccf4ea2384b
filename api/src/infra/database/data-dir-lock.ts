import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Another live process already runs the embedded database in this folder. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Dealbook process (pid ${holderPid}). ` +
        `Stop that process, or start this one with another DATA_DIR.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes the folder's lock file (created exclusively, holding our pid). A lock left by a process
 * that no longer runs is stale and taken over; a live holder makes this throw DataDirLockedError.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'dealbook.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(lockPath, 'wx', 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return {
        release: async () => {
          const holder = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
          if (holder === process.pid) await rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
