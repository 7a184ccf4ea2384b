import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Opens a file the product writes with the office suite people open it with (LibreOffice,
 * headless) and answers what it converted the file to. Each call has its own profile folder, so
 * test files running side by side do not share (and lock) one.
 */
async function convert(bytes: Buffer, extension: string, format: string): Promise<Map<string, Buffer>> {
  const folder = await mkdtemp(join(tmpdir(), 'dealbook-office-'));
  try {
    const input = join(folder, `document.${extension}`);
    await writeFile(input, bytes);
    const out = join(folder, 'out');
    await run(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=file://${join(folder, 'profile')}`,
        '--convert-to',
        format,
        '--outdir',
        out,
        input,
      ],
      { timeout: 120_000 },
    );
    const files = await readdir(out);
    if (files.length === 0) throw new Error(`LibreOffice wrote nothing converting .${extension} to ${format}`);
    return new Map(await Promise.all(files.sort().map(async (f) => [f, await readFile(join(out, f))] as const)));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A Word document's text as LibreOffice Writer reads it. */
export async function wordDocumentText(bytes: Buffer): Promise<string> {
  const [text] = (await convert(bytes, 'docx', 'txt:Text (encoded):UTF8')).values();
  return text!.toString('utf8');
}

/**
 * Each sheet of a workbook as LibreOffice Calc shows it, as CSV (UTF-8, cells as displayed, so a
 * date reads in its number format): sheet name → rows of cells.
 */
export async function workbookSheets(bytes: Buffer): Promise<Map<string, string[][]>> {
  const files = await convert(
    bytes,
    'xlsx',
    'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1',
  );
  const sheets = new Map<string, string[][]>();
  for (const [file, content] of files) {
    const name = file.replace(/^document-/, '').replace(/\.csv$/, '');
    sheets.set(name, parseCsv(content.toString('utf8')));
  }
  return sheets;
}

/**
 * A document as LibreOffice prints it: converted to PDF, then read back with pdftotext (layout
 * kept), one string per page, with the page size in points (A4 is 595 × 842).
 */
export async function printedPages(
  bytes: Buffer,
  extension: 'docx' | 'xlsx',
): Promise<{ pages: string[]; pageSize: { width: number; height: number } }> {
  const [pdf] = (await convert(bytes, extension, 'pdf')).values();
  return pdfPages(pdf!);
}

/** One word of a printed page, where pdftotext found it (points from the page's top left). */
export interface PrintedWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** A workbook or Word file as LibreOffice prints it, word by word with each word's box. */
export async function printedWords(bytes: Buffer, extension: 'docx' | 'xlsx'): Promise<PrintedWord[]> {
  const [pdf] = (await convert(bytes, extension, 'pdf')).values();
  return pdfWords(pdf!);
}

/** A PDF's words with their boxes (`pdftotext -bbox`), page by page. */
export async function pdfWords(pdf: Buffer): Promise<PrintedWord[]> {
  const folder = await mkdtemp(join(tmpdir(), 'dealbook-pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 << 20 });
    const words: PrintedWord[] = [];
    let page = 0;
    const entity = (text: string) =>
      text.replace(
        /&(amp|lt|gt|quot|apos);/g,
        (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!,
      );
    for (const line of stdout.split('\n')) {
      if (line.includes('<page ')) page++;
      const word = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
      if (word) {
        const [, xMin, yMin, xMax, yMax, text] = word;
        words.push({ page, text: entity(text!), xMin: +xMin!, yMin: +yMin!, xMax: +xMax!, yMax: +yMax! });
      }
    }
    return words;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A PDF's text, one string per page (pdftotext, layout kept), and its first page's size in points. */
export async function pdfPages(pdf: Buffer): Promise<{ pages: string[]; pageSize: { width: number; height: number } }> {
  const folder = await mkdtemp(join(tmpdir(), 'dealbook-pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout: text } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 << 20 });
    const { stdout: info } = await run('pdfinfo', [file]);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    const pages = text.split('\f');
    if (pages.at(-1)?.trim() === '') pages.pop();
    return { pages, pageSize: { width: Number(size?.[1] ?? 0), height: Number(size?.[2] ?? 0) } };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** RFC 4180 CSV as LibreOffice writes it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n') endRow();
    else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
