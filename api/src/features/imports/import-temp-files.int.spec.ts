import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { ImportTempFiles } from './import-temp-files.js';

// In the integration tier: ImportTempFiles keeps one folder per process and sweeps a folder of its
// own process id it does not own (left by a restart), so it needs a process of its own, which the
// unit tier no longer gives each file (test/vitest.config.ts).
let dataDir: string;
let temp: ImportTempFiles;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'import-temp-files-'));
  temp = new ImportTempFiles({ dataDir } as AppConfig);
  await temp.onModuleInit();
});
afterAll(async () => {
  await rm(dirname(temp.folder), { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

/** The id of a process that has ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

describe('ImportTempFiles', () => {
  it('copies a stream into its folder, and removes the copy of a stream that fails', async () => {
    const copy = await temp.copy(Readable.from([Buffer.from('Company\nAcme\n')]));
    expect(dirname(copy)).toBe(temp.folder);
    expect(await readFile(copy, 'utf8')).toBe('Company\nAcme\n');
    await temp.remove(copy);
    const failing = new PassThrough();
    failing.write('half a file');
    const failure = new Error('connection reset');
    setTimeout(() => failing.destroy(failure), 5);
    await expect(temp.copy(failing)).rejects.toBe(failure);
    expect(await readdir(temp.folder)).toEqual([]);
  });

  it('sweeps at start what processes that have gone left, and keeps the folders of those that run', async () => {
    const root = dirname(temp.folder);
    const gone = [`${await endedPid()}-killed`, `${process.pid}-before-a-restart`, 'not-a-folder-of-ours'];
    const running = `${process.ppid}-the-parent`;
    for (const name of [...gone, running]) await mkdir(join(root, name, 'inside'), { recursive: true });
    const second = new ImportTempFiles({ dataDir } as AppConfig);
    await second.onModuleInit();
    expect((await readdir(root)).sort()).toEqual(
      [running, temp.folder.slice(root.length + 1), second.folder.slice(root.length + 1)].sort(),
    );
    await second.onApplicationShutdown();
    await rm(join(root, running), { recursive: true });
  });

  it('makes its folder again if a cleaner of old temporary files removed it', async () => {
    await rm(temp.folder, { recursive: true });
    expect(await temp.ready()).toBe(temp.folder);
    expect(await readdir(temp.folder)).toEqual([]);
  });

  it('removes its folder when the app stops, unless a file in it is still in use, and then the shared one', async () => {
    const root = dirname(temp.folder);
    const busy = new ImportTempFiles({ dataDir } as AppConfig);
    await busy.onModuleInit();
    const inUse = await busy.copy(Readable.from([Buffer.from('still read')]));
    await temp.onApplicationShutdown();
    await busy.onApplicationShutdown();
    expect(await readdir(root)).toEqual([busy.folder.slice(root.length + 1)]);
    await rm(inUse);
    const last = new ImportTempFiles({ dataDir } as AppConfig);
    await last.onModuleInit();
    await last.onApplicationShutdown();
    await expect(readdir(root)).rejects.toThrow(/ENOENT/);
  });
});
