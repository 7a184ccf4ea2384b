import { constants, deflateRawSync } from 'node:zlib';

/**
 * Hostile spreadsheets for the data upload (issue 31), made here byte by byte so each is small on
 * disk and the same every time: zip bombs whose parts inflate a thousand times over, parts that
 * say they are smaller than they are, XML nested a million deep, a header cell of megabytes…
 * Used by test/e2e/imports-hostile.e2e.spec.ts and test/hostile/hostile-files.ts.
 */

/** A part's bytes as stored in the zip. */
export interface ZipPart {
  name: string;
  /** The deflated bytes (raw deflate). */
  deflated: Buffer;
  /** What it truly inflates to. */
  size: number;
  /** What the zip says it inflates to (a lie when it differs from `size`). */
  declaredSize?: number;
}

/** A part deflated whole. */
export function part(name: string, content: string | Buffer): ZipPart {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return { name, deflated: deflateRawSync(bytes), size: bytes.length };
}

/**
 * A part of `head`, then `segment` `times` over, then `tail`, deflated without ever holding the
 * whole: the segment is deflated once, flushed so that it stands alone, and its bytes repeated
 * (a deflate stream may hold any number of blocks). 1 MB of repeated text deflates to about 1 KB,
 * so gigabytes take a few megabytes.
 */
export function repeatedPart(name: string, head: string, segment: string, times: number, tail: string): ZipPart {
  const flushed = (text: string) =>
    deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const once = flushed(segment);
  const deflated = Buffer.concat([
    flushed(head),
    ...new Array<Buffer>(times).fill(once),
    deflateRawSync(Buffer.from(tail)),
  ]);
  return {
    name,
    deflated,
    size: Buffer.byteLength(head) + Buffer.byteLength(segment) * times + Buffer.byteLength(tail),
  };
}

const Unknown32 = 0xffffffff;

/** A local header or a directory entry's fixed fields, ZIP64 sizes in an extra field when they need it. */
function entryFields(zipPart: ZipPart, offset: number, central: boolean): Buffer {
  const declared = zipPart.declaredSize ?? zipPart.size;
  const zip64 = declared >= Unknown32;
  const name = Buffer.from(zipPart.name);
  const extra = Buffer.alloc(zip64 ? 20 : 0);
  if (zip64) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(16, 2);
    extra.writeBigUInt64LE(BigInt(declared), 4);
    extra.writeBigUInt64LE(BigInt(zipPart.deflated.length), 12);
  }
  const fixed = Buffer.alloc(central ? 46 : 30);
  const at = central ? 2 : 0;
  fixed.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
  if (central) fixed.writeUInt16LE(zip64 ? 45 : 20, 4);
  fixed.writeUInt16LE(zip64 ? 45 : 20, 4 + at);
  fixed.writeUInt16LE(8, 8 + at);
  // CRC-32 left at 0: nothing here checks it, and a bomb's would take minutes to compute.
  fixed.writeUInt32LE(zip64 ? Unknown32 : zipPart.deflated.length, 18 + at);
  fixed.writeUInt32LE(zip64 ? Unknown32 : declared, 22 + at);
  fixed.writeUInt16LE(name.length, 26 + at);
  fixed.writeUInt16LE(extra.length, 28 + at);
  if (central) fixed.writeUInt32LE(offset, 42);
  return Buffer.concat([fixed, name, extra]);
}

/** A zip of the parts in this order, with a central directory and end record as any writer makes. */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const pieces: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const zipPart of parts) {
    offsets.push(offset);
    const header = entryFields(zipPart, offset, false);
    pieces.push(header, zipPart.deflated);
    offset += header.length + zipPart.deflated.length;
  }
  const directory = Buffer.concat(parts.map((zipPart, at) => entryFields(zipPart, offsets[at]!, true)));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...pieces, directory, end]);
}

const main = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const relationships = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** The parts every workbook here has besides its worksheet and strings: one tab, "Companies". */
export const workbookBasics = (): ZipPart[] => [
  part(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  ),
  part(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook ${main} ${relationships}><sheets><sheet name="Companies" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  part(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
];

/** A worksheet part of these rows' XML. */
export const worksheet = (rows: string) =>
  part(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0" encoding="UTF-8"?><worksheet ${main}><sheetData>${rows}</sheetData></worksheet>`,
  );

/** A row of inline-string cells, from column A. */
export function inlineRow(line: number, cells: readonly string[]): string {
  const cellXml = cells.map(
    (text, at) => `<c r="${String.fromCharCode(65 + at)}${line}" t="inlineStr"><is><t>${text}</t></is></c>`,
  );
  return `<row r="${line}">${cellXml.join('')}</row>`;
}

/** A header row and one company, as a well-made workbook would hold them. */
export const companyRows = () =>
  inlineRow(1, ['Company', 'Domain']) + inlineRow(2, ['Acme Hostile Ltd', 'acme-hostile.example']);

/**
 * The issue's bomb: shared strings that inflate to `bytes` (gigabytes from megabytes), the zip
 * saying so, or saying `declared` (a lie), before a worksheet that uses the first of them.
 */
export function sharedStringsBomb(bytes: number, declared?: number): Buffer {
  const segment = `<si><t>${'a'.repeat(65_520)}</t></si>`.repeat(16);
  const strings = repeatedPart(
    'xl/sharedStrings.xml',
    `<sst ${main}>`,
    segment,
    Math.ceil(bytes / segment.length),
    '</sst>',
  );
  return zipOf([
    ...workbookBasics(),
    { ...strings, ...(declared === undefined ? {} : { declaredSize: declared }) },
    worksheet('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'),
  ]);
}

/** A workbook whose header cell A1 holds `chars` characters (the issue's: 10 MiB in a 12 KB file). */
export const longHeaderCellWorkbook = (chars: number) =>
  zipOf([
    ...workbookBasics(),
    repeatedPart(
      'xl/worksheets/sheet1.xml',
      `<worksheet ${main}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`,
      'a'.repeat(1024 * 1024),
      Math.ceil(chars / (1024 * 1024)),
      '</t></is></c></row></sheetData></worksheet>',
    ),
  ]);

/** A worksheet whose XML nests `depth` elements deep inside its first row's cell. */
export const deepWorkbook = (depth: number) =>
  zipOf([
    ...workbookBasics(),
    repeatedPart(
      'xl/worksheets/sheet1.xml',
      `<worksheet ${main}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Company</t></is></c></row><row r="2">`,
      '<x>'.repeat(1024),
      Math.ceil(depth / 1024),
      '',
    ),
  ]);

/** A header row, then `rows` empty rows, numbered or (as the format allows) not. */
export const emptyRowsWorkbook = (rows: number, numbered: boolean) =>
  zipOf([
    ...workbookBasics(),
    numbered
      ? worksheet(inlineRow(1, ['Company']) + Array.from({ length: rows }, (_, at) => `<row r="${at + 2}"/>`).join(''))
      : repeatedPart(
          'xl/worksheets/sheet1.xml',
          `<worksheet ${main}><sheetData>${inlineRow(1, ['Company'])}`,
          '<row/>'.repeat(1024),
          Math.ceil(rows / 1024),
          '</sheetData></worksheet>',
        ),
  ]);

/** A header row with a cell in the millionth column, past Excel's last (XFD). */
export const farColumnWorkbook = () =>
  zipOf([
    ...workbookBasics(),
    worksheet('<row r="1"><c r="A1" t="inlineStr"><is><t>Company</t></is></c><c r="BDWGN1"><v>1</v></c></row>'),
  ]);

/** A workbook of `count` parts (a tiny one each, besides the workbook's own). */
export const manyPartsWorkbook = (count: number) =>
  zipOf([
    ...workbookBasics(),
    worksheet(companyRows()),
    ...Array.from({ length: count }, (_, at) => part(`xl/media/image${at}.png`, '')),
  ]);

/**
 * A workbook as Excel stores it, worksheets before the strings they use: exceljs kept such a
 * worksheet in a temporary file (2 GB for a big one) and never removed it. `rows` companies.
 */
export function worksheetFirstWorkbook(rows: number): Buffer {
  const strings = ['Company', 'Domain'];
  const sheetRows = [`<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>`];
  for (let at = 1; at <= rows; at++) {
    strings.push(`Worksheet First ${at}`, `worksheet-first-${at}.example`);
    sheetRows.push(
      `<row r="${at + 1}"><c r="A${at + 1}" t="s"><v>${2 * at}</v></c><c r="B${at + 1}" t="s"><v>${2 * at + 1}</v></c></row>`,
    );
  }
  return zipOf([
    ...workbookBasics(),
    worksheet(sheetRows.join('')),
    part('xl/sharedStrings.xml', `<sst ${main}>${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`),
  ]);
}

/** A CSV whose first header is `chars` characters long (the issue's: a megabyte). */
export const longHeaderCsv = (chars: number) => `${'x'.repeat(chars)},Domain\nAcme,acme.example\n`;

/** A CSV whose second row has `cells` cells. */
export const wideRowCsv = (cells: number) => `Company,Domain\nAcme${',x'.repeat(cells - 1)}\n`;

/** A CSV whose second row opens a quote and never closes it, `chars` characters on. */
export const unclosedQuoteCsv = (chars: number) => `Company,Domain\n"Acme,${'x'.repeat(chars)}\n`;
