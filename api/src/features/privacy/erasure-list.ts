import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';

/** One erasure as the list keeps it: ids and time only, never the erased data. */
export interface ErasureEntry {
  contactId: string;
  erasedAt: string;
}

/** The list's file in the data folder, beside the database and the files (not inside either). */
export const erasureListFile = (dataDir: string) => join(dataDir, 'erasures.jsonl');

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The erasures made (issue 37), one JSON line each, kept OUTSIDE the database they erase: a
 * backup taken before an erasure and restored after it brings the person back into the database,
 * and the start-up pass (ErasureReapplier) erases them again from this list. Append-only; a line
 * that does not parse is skipped, so a torn last line never stops a start.
 */
@Injectable()
export class ErasureList {
  readonly file: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.file = erasureListFile(config.dataDir);
  }

  async add(entry: ErasureEntry): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    await appendFile(this.file, `${JSON.stringify({ contactId: entry.contactId, erasedAt: entry.erasedAt })}\n`, {
      mode: 0o600,
    });
  }

  /** Every erasure on the list, the first of each contact; none when there is no list yet. */
  async read(): Promise<ErasureEntry[]> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const entries = new Map<string, ErasureEntry>();
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        const { contactId, erasedAt } = JSON.parse(line) as Partial<ErasureEntry>;
        if (typeof contactId === 'string' && uuid.test(contactId) && !entries.has(contactId)) {
          entries.set(contactId, { contactId, erasedAt: String(erasedAt) });
        }
      } catch {
        // A torn line (a crash mid-append): the erasure it held was also answered as failed.
      }
    }
    return [...entries.values()];
  }
}
