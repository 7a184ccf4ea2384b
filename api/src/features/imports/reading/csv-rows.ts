import { CsvRecords } from './csv-records.js';
import { importRow, type ImportRow } from './import-row.js';
import { refuseRowsPast, UnreadableImportFile } from './unreadable-import-file.js';

const notUtf8 =
  'The file is not UTF-8 text: in Excel, save it as "CSV UTF-8 (Comma delimited)" (or upload the .xlsx itself).';

/** The header line longer than this without a line break: the delimiter is decided on what has come. */
const longestHeader = 1_000_000;

/**
 * The delimiter of the header line, outside quotes: semicolon (Excel's CSV where the decimal
 * comma is used), tab, or comma (the default, and the winner of a tie). Undefined while the header
 * line has not ended yet (unless `final`).
 */
function headerDelimiter(text: string, final: boolean): number | undefined {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  let ended = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      ended = true;
      break;
    } else if (!quoted && char in counts) counts[char as keyof typeof counts]++;
  }
  if (!ended && !final && text.length < longestHeader) return undefined;
  const best = counts[';'] > counts[','] && counts[';'] >= counts['\t'] ? ';' : counts['\t'] > counts[','] ? '\t' : ',';
  return best.charCodeAt(0);
}

function refuseUtf16(first: Buffer): void {
  if ((first[0] === 0xff && first[1] === 0xfe) || (first[0] === 0xfe && first[1] === 0xff)) {
    throw new UnreadableImportFile(
      'The file is UTF-16 text ("Unicode text"): in Excel, save it as "CSV UTF-8 (Comma delimited)".',
    );
  }
}

/**
 * A CSV file's rows, streamed: UTF-8 (a byte-order mark is dropped), the delimiter found on the
 * header line, quoted cells per RFC 4180. Each chunk is decoded and parsed as it comes; nothing
 * but the row being read is held.
 */
export async function* csvRows(source: AsyncIterable<Buffer | string>): AsyncGenerator<ImportRow> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (bytes?: Buffer) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new UnreadableImportFile(notUtf8);
    }
  };
  let records: CsvRecords | undefined;
  let pending = '';
  let first = true;
  function* rowsOf(texts: Iterable<string[]>): Generator<ImportRow> {
    for (const cells of texts) {
      refuseRowsPast(records!.records);
      const row = importRow(records!.records, cells);
      if (row) yield row;
    }
  }
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (first && bytes.length > 0) {
      refuseUtf16(bytes);
      first = false;
    }
    const text = decode(bytes);
    if (!records) {
      pending += text;
      const delimiter = headerDelimiter(pending, false);
      if (delimiter === undefined) continue;
      records = new CsvRecords(delimiter);
      yield* rowsOf(records.feed(pending));
      pending = '';
    } else {
      yield* rowsOf(records.feed(text));
    }
  }
  const rest = decode();
  if (!records) {
    pending += rest;
    records = new CsvRecords(headerDelimiter(pending, true)!);
    yield* rowsOf(records.feed(pending));
  } else {
    yield* rowsOf(records.feed(rest));
  }
  yield* rowsOf(records.end());
}
