import { formatBytes } from '../../../kernel/http/file-name.js';
import { MaxXmlDepth, MaxXmlRecordBytes, MaxXmlTagBytes, MaxXmlTextBytes } from './import-file-limits.js';
import { UnreadableImportFile } from './unreadable-import-file.js';

/** A part of a workbook as the guard's messages name it, and the depth of its records, if any. */
export interface XmlPart {
  /** Its name in the zip: xl/worksheets/sheet1.xml. */
  name: string;
  /** Elements at this depth are records (a worksheet's rows: 3; shared texts: 2), each bounded as a whole. */
  record?: { depth: number; noun: string };
}

const Lt = 0x3c;
const Gt = 0x3e;
const Slash = 0x2f;
const Bang = 0x21;
const Question = 0x3f;
const Dash = 0x2d;
const OpenBracket = 0x5b;
const CloseBracket = 0x5d;
const Quote = 0x22;
const Apostrophe = 0x27;

const State = {
  Text: 0,
  /** Just after "<". */
  Opened: 1,
  StartTag: 2,
  /** Inside an attribute's value, in a start tag. */
  Quoted: 3,
  EndTag: 4,
  /** Just after "<!": a comment, CDATA or a document type follows. */
  Declaration: 5,
  Comment: 6,
  CData: 7,
  Instruction: 8,
} as const;
type State = (typeof State)[keyof typeof State];

/** The shortest whole comment, CDATA section and processing instruction: their ends are only looked for past these. */
const shortest: Partial<Record<State, number>> = {
  [State.Comment]: '<!---->'.length,
  [State.CData]: '<![CDATA[]]>'.length,
  [State.Instruction]: '<??>'.length,
};

/**
 * Watches a part's XML as it unzips, before exceljs's parser (saxes) sees it, for what would make
 * that parser hold unbounded memory: it keeps every open element (a million nested `<a>` unzip
 * from 3 KB and take gigabytes), a whole tag with its attributes, a whole text, and exceljs a whole
 * row. Each is bounded (import-file-limits.ts); a document type is refused (a workbook has none).
 * Bytes are only counted, never copied or decoded: the parser reads the same bytes after.
 */
export class XmlGuard {
  private state: State = State.Text;
  private depth = 0;
  /** Bytes of the text or markup under way. */
  private run = 0;
  /** Bytes scanned before the current chunk. */
  private seen = 0;
  /** Where the record under way started (-1: none). */
  private recordStart = -1;
  private quote = 0;
  /** The last two bytes scanned (a markup's end can span two chunks). */
  private last = 0;
  private beforeLast = 0;

  constructor(private readonly part: XmlPart) {}

  /**
   * One byte at a time, with the state in locals: a worksheet is mostly short tags, and this
   * keeps the scan to a few nanoseconds a byte, a small share of what parsing it costs.
   */
  scan(chunk: Buffer): void {
    let { state, depth, run, quote, last, beforeLast } = this;
    const recordDepth = this.part.record?.depth ?? -1;
    for (let i = 0, n = chunk.length; i < n; i++) {
      const c = chunk[i]!;
      run++;
      switch (state) {
        case State.Text:
          if (c === Lt) {
            state = State.Opened;
            run = 1;
          } else if (run > MaxXmlTextBytes) throw this.tooLong(MaxXmlTextBytes);
          break;
        case State.Opened:
          if (c === Slash) state = State.EndTag;
          else if (c === Bang) state = State.Declaration;
          else if (c === Question) state = State.Instruction;
          else {
            if (++depth > MaxXmlDepth) {
              throw this.refuse(`nests elements more than ${MaxXmlDepth} deep; a workbook's XML nests about ten`);
            }
            if (depth === recordDepth) this.recordStart = this.seen + i - 1;
            state = c === Gt ? State.Text : State.StartTag;
          }
          break;
        case State.StartTag:
          if (c === Gt) {
            if (last === Slash) depth = this.close(depth, this.seen + i);
            state = State.Text;
            run = 0;
          } else if (c === Quote || c === Apostrophe) {
            quote = c;
            state = State.Quoted;
          } else if (run > MaxXmlTagBytes) throw this.tooLong(MaxXmlTagBytes);
          break;
        case State.Quoted:
          if (c === quote) state = State.StartTag;
          else if (run > MaxXmlTagBytes) throw this.tooLong(MaxXmlTagBytes);
          break;
        case State.Declaration:
          if (c === Dash) state = State.Comment;
          else if (c === OpenBracket) state = State.CData;
          else throw this.refuse('declares a document type (<!DOCTYPE …>), which a workbook never does');
          break;
        default:
          // An end tag, a comment, CDATA or an instruction: each ends at its own ">".
          if (c === Gt && ends(state, run, last, beforeLast)) {
            if (state === State.EndTag) depth = this.close(depth, this.seen + i);
            state = State.Text;
            run = 0;
          } else if (run > (state === State.CData ? MaxXmlTextBytes : MaxXmlTagBytes)) {
            throw this.tooLong(state === State.CData ? MaxXmlTextBytes : MaxXmlTagBytes);
          }
      }
      beforeLast = last;
      last = c;
    }
    Object.assign(this, { state, depth, run, quote, last, beforeLast });
    this.seen += chunk.length;
    this.boundRecord(this.seen);
  }

  /** An element ends at `at`: a record is measured whole. The depth after it. */
  private close(depth: number, at: number): number {
    if (depth === this.part.record?.depth) {
      this.boundRecord(at);
      this.recordStart = -1;
    }
    return Math.max(0, depth - 1);
  }

  /** Refuses the record under way once it runs past the bound at `at` (its end, or the chunk's). */
  private boundRecord(at: number): void {
    if (this.recordStart < 0 || at - this.recordStart <= MaxXmlRecordBytes) return;
    throw new UnreadableImportFile(
      `${this.part.record!.noun} in the workbook (${this.part.name}) takes more than ${formatBytes(MaxXmlRecordBytes)} of XML, the most one may take.`,
    );
  }

  private tooLong(most: number): UnreadableImportFile {
    return this.refuse(
      most === MaxXmlTextBytes
        ? `has a text longer than ${formatBytes(MaxXmlTextBytes)}; no cell holds that much`
        : `has a tag longer than ${formatBytes(MaxXmlTagBytes)}; Excel's are under 1 KB`,
    );
  }

  private refuse(what: string): UnreadableImportFile {
    return new UnreadableImportFile(`The workbook's XML (${this.part.name}) ${what}.`);
  }
}

/** Whether the ">" just met ends the markup under way ("--" before it for a comment, "]]" for CDATA, "?" for an instruction). */
function ends(state: State, run: number, last: number, beforeLast: number): boolean {
  if (run < (shortest[state] ?? 0)) return false;
  switch (state) {
    case State.Comment:
      return last === Dash && beforeLast === Dash;
    case State.CData:
      return last === CloseBracket && beforeLast === CloseBracket;
    case State.Instruction:
      return last === Question;
    default:
      return true;
  }
}
