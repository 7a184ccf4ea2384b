import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of an archive: bytes already made, or a stream read as the archive is written. */
export interface ArchiveEntry {
  name: string;
  body: Buffer | Readable;
  /** Deflate it (text); files that are compressed already (PDFs, images, Office files) are stored. */
  compress: boolean;
}

/**
 * Writes a zip to `out` entry by entry, holding at most one chunk of one file at a time: a file is
 * read only as fast as the client takes the archive (each chunk waits for `out` to drain), so a
 * slow download of a large archive costs the server no memory. Ends `out` when done.
 */
export async function writeZip(out: Writable, entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>) {
  let failure: Error | undefined;
  let full = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      return;
    }
    if (!out.write(chunk)) full = true;
    if (final) out.end();
  });
  const drained = async () => {
    if (failure) throw failure;
    if (full && !out.destroyed) {
      full = false;
      await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    if (out.destroyed) throw new Error('The client stopped reading the archive');
  };
  const mtime = new Date();
  for await (const entry of entries) {
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    file.mtime = mtime;
    zip.add(file);
    if (Buffer.isBuffer(entry.body)) {
      file.push(new Uint8Array(entry.body.buffer, entry.body.byteOffset, entry.body.length), true);
      await drained();
      continue;
    }
    for await (const chunk of entry.body) {
      file.push(chunk as Uint8Array);
      await drained();
    }
    file.push(new Uint8Array(0), true);
    await drained();
  }
  zip.end();
  await drained();
}
