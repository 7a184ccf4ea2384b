import { MaxCellChars, MaxRowCells, MaxRowChars } from './import-file-limits.js';
import { UnreadableImportFile } from './unreadable-import-file.js';

const QUOTE = 34;
const CR = 13;
const LF = 10;

const State = {
  FieldStart: 0,
  Unquoted: 1,
  Quoted: 2,
  /** A quote inside a quoted cell: a second quote makes it a literal quote, anything else closes the cell. */
  QuoteInQuoted: 3,
} as const;
type State = (typeof State)[keyof typeof State];

/**
 * RFC 4180 records from text fed in pieces: cells split on the delimiter, quoted cells may hold
 * delimiters, doubled quotes and line breaks; records end at CRLF, LF or CR. Lenient where Excel
 * is (a stray quote inside an unquoted cell, or text after a closing quote, is kept as text);
 * a quoted cell still open at the end of the file is refused.
 */
export class CsvRecords {
  /** Records ended so far (blank lines count: they are rows of the sheet). */
  records = 0;
  private state: State = State.FieldStart;
  private field = '';
  private record: string[] = [];
  /** Characters of the record's ended cells. */
  private recordChars = 0;
  private skipLineFeed = false;

  constructor(private readonly delimiter: number) {}

  *feed(text: string): Generator<string[]> {
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (this.skipLineFeed) {
        this.skipLineFeed = false;
        if (c === LF) {
          i++;
          continue;
        }
      }
      switch (this.state) {
        case State.FieldStart:
          if (c === QUOTE) {
            this.state = State.Quoted;
            i++;
          } else {
            this.state = State.Unquoted;
          }
          break;
        case State.Unquoted: {
          let end = i;
          while (end < n) {
            const d = text.charCodeAt(end);
            if (d === this.delimiter || d === CR || d === LF) break;
            end++;
          }
          this.field += text.slice(i, end);
          i = end;
          if (end < n) {
            i++;
            const ended = this.endCell(text.charCodeAt(end));
            if (ended) yield ended;
          }
          break;
        }
        case State.Quoted: {
          const quote = text.indexOf('"', i);
          const end = quote === -1 ? n : quote;
          this.field += text.slice(i, end);
          i = end;
          if (quote !== -1) {
            this.state = State.QuoteInQuoted;
            i++;
          }
          break;
        }
        case State.QuoteInQuoted:
          if (c === QUOTE) {
            this.field += '"';
            this.state = State.Quoted;
            i++;
          } else if (c === this.delimiter || c === CR || c === LF) {
            i++;
            const ended = this.endCell(c);
            if (ended) yield ended;
          } else {
            this.state = State.Unquoted;
          }
          break;
      }
    }
    // A cell this long is a quote that never closed, not data: the file is refused, memory stays flat.
    if (this.field.length > MaxCellChars) {
      throw new UnreadableImportFile(
        `Row ${this.records + 1} has a cell of more than a million characters: a quote (") that never closes?`,
      );
    }
  }

  /** The last record, when the text does not end with a line break. */
  *end(): Generator<string[]> {
    if (this.state === State.Quoted) {
      throw new UnreadableImportFile(`Row ${this.records + 1} has a quote (") that never closes.`);
    }
    if (this.state !== State.FieldStart || this.record.length > 0) yield this.endRecord();
  }

  /** A delimiter ends the cell; a line break ends the record too, which is answered. */
  private endCell(c: number): string[] | undefined {
    if (c === this.delimiter) {
      this.pushField();
      this.state = State.FieldStart;
      return undefined;
    }
    if (c === CR) this.skipLineFeed = true;
    return this.endRecord();
  }

  private endRecord(): string[] {
    this.pushField();
    const record = this.record;
    this.record = [];
    this.recordChars = 0;
    this.state = State.FieldStart;
    this.records++;
    return record;
  }

  /** The cell into its record, which is bounded in cells and characters (a record is held whole). */
  private pushField(): void {
    this.recordChars += this.field.length;
    if (this.record.length >= MaxRowCells) {
      throw new UnreadableImportFile(
        `Row ${this.records + 1} has more than ${MaxRowCells.toLocaleString('en-GB')} cells; a worksheet has at most ${MaxRowCells.toLocaleString('en-GB')} columns.`,
      );
    }
    if (this.recordChars > MaxRowChars) {
      throw new UnreadableImportFile(
        `Row ${this.records + 1} holds more than ${MaxRowChars.toLocaleString('en-GB')} characters, the most a row may hold.`,
      );
    }
    this.record.push(this.field);
    this.field = '';
  }
}
