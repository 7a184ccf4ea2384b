import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';

/** This process's folders: two apps in one process (tests) each have theirs, and neither sweeps the other's. */
const foldersOfThisProcess = new Set<string>();

/** Whether a process of that id runs (EPERM: it runs, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Where imports keep files while they work: uploads as they arrive, and stored files copied to
 * this disk to be read (a workbook is read from its end). A folder per app, under one folder
 * per data folder in the system's temporary folder (this machine's: process ids mean something
 * there); each file is removed when its work ends, however it ends, and what a killed process
 * left is swept at the next start: the folders whose process has gone (or whose id a restarted
 * container's process now has, not being its own).
 */
@Injectable()
export class ImportTempFiles implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ImportTempFiles');
  private readonly root: string;
  private readonly name = `${process.pid}-${randomUUID()}`;
  /** This process's folder. */
  readonly folder: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const dataDir = createHash('sha256').update(resolve(config.dataDir)).digest('hex').slice(0, 12);
    this.root = join(tmpdir(), `dealbook-imports-${dataDir}`);
    this.folder = join(this.root, this.name);
    foldersOfThisProcess.add(this.name);
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    for (const entry of await readdir(this.root)) {
      const pid = Number(/^(\d+)-/.exec(entry)?.[1]);
      const live = pid === process.pid ? foldersOfThisProcess.has(entry) : pid > 0 && isRunning(pid);
      if (live) continue;
      this.logger.log(`Removing ${join(this.root, entry)}: no running process keeps it`);
      await rm(join(this.root, entry), { recursive: true, force: true });
    }
  }

  /**
   * The folder goes when the app stops, if empty (a file still in use is the next start's to
   * sweep), and so does the folder of the data folder once no other process has one there.
   */
  async onApplicationShutdown(): Promise<void> {
    foldersOfThisProcess.delete(this.name);
    await rmdir(this.folder).catch(() => undefined);
    await rmdir(this.root).catch(() => undefined);
  }

  /** The folder, made again if something (a cleaner of old temporary files) removed it meanwhile. */
  async ready(): Promise<string> {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    return this.folder;
  }

  /** A copy of `source` in the folder: remove it with `remove` when done. */
  async copy(source: Readable): Promise<string> {
    const path = join(await this.ready(), randomUUID());
    try {
      await pipeline(source, createWriteStream(path, { flags: 'wx' }));
      return path;
    } catch (error) {
      await this.remove(path);
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }
}
