import { describe, expect, it } from 'vitest';
import { MaxXmlDepth, MaxXmlRecordBytes, MaxXmlTagBytes, MaxXmlTextBytes } from './import-file-limits.js';
import { XmlGuard, type XmlPart } from './xml-guard.js';

const sheet: XmlPart = { name: 'xl/worksheets/sheet1.xml', record: { depth: 3, noun: 'A row' } };

/** Scans `xml` in pieces of `size` bytes (1: every markup's end split from its start). */
function scan(xml: string | Buffer, size = 64 * 1024, part: XmlPart = sheet): void {
  const bytes = typeof xml === 'string' ? Buffer.from(xml) : xml;
  const guard = new XmlGuard(part);
  for (let at = 0; at < bytes.length; at += size) guard.scan(bytes.subarray(at, at + size));
}

const nested = (depth: number) => '<a>'.repeat(depth) + '</a>'.repeat(depth);

describe('XmlGuard', () => {
  it('lets a worksheet through however it is split: attributes with > and / in quotes, comments, CDATA', () => {
    const xml =
      '\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' +
      '<worksheet xmlns="main"><!-- a <b> comment --><sheetData>' +
      '<row r="1" spans="1:2"><c r="A1" t="inlineStr"><is><t>a &gt; b / c</t></is></c><c r="B1" x=\'1>2\' y="/>"/></row>' +
      '<row r="2"/><row r="3"><c r="A3" t="str"><f>"x"&amp;"y"</f><v><![CDATA[x<y>]]></v></c></row>' +
      `</sheetData>${nested(MaxXmlDepth - 1)}</worksheet>`;
    for (const size of [1, 2, 3, 7, 64 * 1024]) expect(() => scan(xml, size)).not.toThrow();
  });

  it('refuses nesting past the bound, counting only what opens: self-closing and closed elements do not add', () => {
    expect(() => scan(nested(MaxXmlDepth))).not.toThrow();
    expect(() => scan('<a/>'.repeat(10_000) + '<a></a>'.repeat(10_000))).not.toThrow();
    for (const size of [1, 5, 64 * 1024]) {
      expect(() => scan('<a>'.repeat(1_000_000), size)).toThrow(
        "The workbook's XML (xl/worksheets/sheet1.xml) nests elements more than 64 deep; a workbook's XML nests about ten.",
      );
    }
  });

  it('refuses a tag, a comment or an instruction longer than 64 KB, and a text or CDATA longer than 8 MB', () => {
    const attributes = ' a="x"'.repeat(MaxXmlTagBytes / 6 + 1);
    expect(() => scan(`<c${attributes.slice(0, MaxXmlTagBytes - 10)}/>`)).not.toThrow();
    expect(() => scan(`<c${attributes}/>`)).toThrow(/has a tag longer than 64 KB; Excel's are under 1 KB/);
    expect(() => scan(`<c v="${'x'.repeat(MaxXmlTagBytes)}"/>`)).toThrow(/tag longer than 64 KB/);
    expect(() => scan(`<!--${'x'.repeat(MaxXmlTagBytes)}-->`)).toThrow(/tag longer than 64 KB/);
    expect(() => scan(`<?pi ${'x'.repeat(MaxXmlTagBytes)}?>`)).toThrow(/tag longer than 64 KB/);
    expect(() => scan(`<t>${'x'.repeat(MaxXmlTextBytes - 10)}</t>`, 1024 * 1024)).not.toThrow();
    expect(() => scan(`<t>${'x'.repeat(MaxXmlTextBytes + 1)}</t>`, 1024 * 1024)).toThrow(
      /has a text longer than 8 MB; no cell holds that much/,
    );
    expect(() => scan(`<v><![CDATA[${'x'.repeat(MaxXmlTextBytes)}]]></v>`, 1024 * 1024)).toThrow(
      /text longer than 8 MB/,
    );
  });

  it('ends a comment, CDATA or instruction only at its own end ("<!-->" opens a comment)', () => {
    // A parser reads what follows "<!-->" as the comment's text: it is bounded as one, not as elements.
    expect(() => scan(`<!-->${'<a>'.repeat(30_000)}`)).toThrow(/tag longer than 64 KB/);
    expect(() => scan(`<![CDATA[]]>${nested(MaxXmlDepth)}<??>`, 1)).not.toThrow();
  });

  it('refuses a row larger than the bound, however small its cells, but not many rows that are', () => {
    const cells = '<c r="A1"><v>1</v></c>'.repeat(Math.ceil(MaxXmlRecordBytes / 22) + 1);
    expect(() => scan(`<worksheet><sheetData><row r="1">${cells}</row></sheetData></worksheet>`)).toThrow(
      'A row in the workbook (xl/worksheets/sheet1.xml) takes more than 16 MB of XML, the most one may take.',
    );
    const rows = `<row r="1">${'<c r="A1"><v>1</v></c>'.repeat(1000)}</row>`.repeat(
      Math.ceil((2 * MaxXmlRecordBytes) / 22_000),
    );
    expect(() => scan(`<worksheet><sheetData>${rows}</sheetData></worksheet>`)).not.toThrow();
    // Only the part's records are bounded so: the sheet as a whole is bounded by its size.
    expect(() =>
      scan(`<worksheet><sheetData>${rows}</sheetData></worksheet>`, 64 * 1024, { name: 'x.xml' }),
    ).not.toThrow();
  });

  it('refuses a document type (a workbook has none; its entities are how XML bombs grow)', () => {
    expect(() => scan('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><lolz>&lol;</lolz>')).toThrow(
      "The workbook's XML (xl/worksheets/sheet1.xml) declares a document type (<!DOCTYPE …>), which a workbook never does.",
    );
  });
});
