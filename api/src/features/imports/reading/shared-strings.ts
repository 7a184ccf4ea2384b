import { formatBytes } from '../../../kernel/http/file-name.js';
import { MaxCellChars, MaxSharedStringBytes, MaxSharedStrings } from './import-file-limits.js';
import { UnreadableImportFile } from './unreadable-import-file.js';

/** Text bytes per chunk: chunks are added, never grown, so the list never copies itself. */
const ChunkBytes = 1024 * 1024;
/** Ends per page of the index. */
const PageEnds = 64 * 1024;

const saveAsCsv = 'save the worksheet as "CSV UTF-8 (Comma delimited)" and upload that';

/** A shared string as exceljs reads it: text, rich text (runs), or nothing. */
type SharedText = string | { richText: { text?: string | null }[] } | null | undefined;

const plainText = (value: SharedText): string =>
  typeof value === 'string' ? value : (value?.richText.map((run) => run.text ?? '').join('') ?? '');

/**
 * A workbook's different texts (sharedStrings.xml), which its cells refer to by number: kept as
 * UTF-8 in fixed chunks with an index of where each ends, some 4 bytes a text besides its own
 * bytes (as JavaScript strings, 30 or more), and bounded in count, size and length as they come.
 */
export class SharedStrings {
  private readonly chunks: Buffer[] = [];
  private readonly pages: Uint32Array[] = [];
  private bytes = 0;
  private count = 0;

  add(value: SharedText): void {
    const text = plainText(value);
    if (this.count >= MaxSharedStrings) {
      throw new UnreadableImportFile(
        `The workbook holds more than ${MaxSharedStrings.toLocaleString('en-GB')} different texts, the most it may hold: ${saveAsCsv}.`,
      );
    }
    if (text.length > MaxCellChars) {
      throw new UnreadableImportFile(
        `A cell of the workbook holds ${text.length.toLocaleString('en-GB')} characters; a cell may hold at most ${MaxCellChars.toLocaleString('en-GB')}.`,
      );
    }
    const encoded = Buffer.from(text, 'utf8');
    if (this.bytes + encoded.length > MaxSharedStringBytes) {
      throw new UnreadableImportFile(
        `The workbook's different texts take more than ${formatBytes(MaxSharedStringBytes)}, the most they may take: ${saveAsCsv}.`,
      );
    }
    for (let copied = 0; copied < encoded.length;) {
      const at = this.bytes + copied;
      const chunk = (this.chunks[Math.floor(at / ChunkBytes)] ??= Buffer.allocUnsafe(ChunkBytes));
      copied += encoded.copy(chunk, at % ChunkBytes, copied);
    }
    this.bytes += encoded.length;
    const page = (this.pages[Math.floor(this.count / PageEnds)] ??= new Uint32Array(PageEnds));
    page[this.count % PageEnds] = this.bytes;
    this.count++;
  }

  /** The text numbered `index` (from 0), or '' for a number the workbook does not hold. */
  at(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return '';
    const start = index === 0 ? 0 : this.endOf(index - 1);
    const end = this.endOf(index);
    const first = Math.floor(start / ChunkBytes);
    if (end <= (first + 1) * ChunkBytes)
      return this.chunks[first]!.toString('utf8', start % ChunkBytes, end - first * ChunkBytes);
    const pieces: Buffer[] = [];
    for (let at = start; at < end; at = (Math.floor(at / ChunkBytes) + 1) * ChunkBytes) {
      const chunk = Math.floor(at / ChunkBytes);
      pieces.push(this.chunks[chunk]!.subarray(at % ChunkBytes, Math.min(end - chunk * ChunkBytes, ChunkBytes)));
    }
    return Buffer.concat(pieces).toString('utf8');
  }

  private endOf(index: number): number {
    return this.pages[Math.floor(index / PageEnds)]![index % PageEnds]!;
  }
}
