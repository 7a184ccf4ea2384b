import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, concatTransformationMatrix, degrees } from 'pdf-lib';
import PDFKit from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { PdfNotWatermarkable } from './pdf-not-watermarkable.js';
import { watermarkPdf } from './watermark-pdf.js';
import type { Recipient } from './watermark-text.js';

const jane: Recipient = { name: 'Jane Doe', company: 'Acme Ltd', email: 'jane@acme.example', date: '30/11/2026' };
const omar: Recipient = {
  name: 'Omar Haddad',
  company: 'Borealis SA',
  email: 'omar@borealis.example',
  date: '01/12/2026',
};

const A4: [number, number] = [595.28, 841.89];
interface PageSpec {
  size: [number, number];
  rotate?: number;
}

/** A real PDF made with pdf-lib: each page says "Body of page N" in Helvetica. */
async function pdfOf(pages: PageSpec[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const helvetica = await document.embedFont(StandardFonts.Helvetica);
  pages.forEach(({ size, rotate }, index) => {
    const page = document.addPage(size);
    page.drawText(`Body of page ${index + 1}`, {
      x: 5,
      y: size[1] / 2,
      size: Math.min(12, size[0] / 12),
      font: helvetica,
    });
    if (rotate) page.setRotation(degrees(rotate));
  });
  return document.save();
}

/** pdfkit's own output, with or without passwords. */
async function pdfkitPdf(options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  const document = new PDFKit(options);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  document.text('Secret figures');
  document.end();
  await ended;
  return Buffer.concat(chunks);
}

const scratch = mkdtempSync(join(tmpdir(), 'watermark-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let files = 0;

/** Runs poppler's pdftotext, as a reader's copy-and-paste or a search would see the file. */
function pdftotext(pdf: Uint8Array, ...options: string[]): string {
  const file = join(scratch, `${++files}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', ...options, file, '-'], { encoding: 'utf8' });
}

/** The text of each page (pdftotext ends each with a form feed). */
const pageTexts = (pdf: Uint8Array) => pdftotext(pdf).split('\f').slice(0, -1);

/** Each page's size as shown and the boxes of its words, from `pdftotext -bbox` (origin top left, y down). */
function wordBoxes(pdf: Uint8Array) {
  const html = pdftotext(pdf, '-bbox');
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(([, w, h, body]) => ({
    width: Number(w),
    height: Number(h),
    words: [
      ...body!.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g),
    ].map(([, xMin, yMin, xMax, yMax, text]) => ({
      text: text!,
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    })),
  }));
}

const footerOf = (recipient: Recipient) =>
  `Confidential — ${recipient.name}, ${recipient.company}, ${recipient.email} — ${recipient.date}`;

async function refusal(promise: Promise<unknown>): Promise<PdfNotWatermarkable> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PdfNotWatermarkable);
  return error as PdfNotWatermarkable;
}

describe('watermarkPdf', () => {
  it('marks every page, portrait, landscape, turned and tiny, and leaves pages, sizes and text as they were', async () => {
    const pages: PageSpec[] = [
      { size: A4 },
      { size: [A4[1], A4[0]] },
      { size: A4, rotate: 90 },
      { size: A4, rotate: 270 },
      { size: [612, 792], rotate: 180 },
      { size: [144, 72] },
    ];
    const original = await pdfOf(pages);
    const marked = await watermarkPdf(original, jane);

    const before = await PDFDocument.load(original);
    const after = await PDFDocument.load(marked);
    expect(after.getPageCount()).toBe(pages.length);
    after.getPages().forEach((page, index) => {
      expect(page.getMediaBox()).toEqual(before.getPage(index).getMediaBox());
      expect(page.getRotation()).toEqual(before.getPage(index).getRotation());
    });

    const texts = pageTexts(marked);
    expect(texts).toHaveLength(pages.length);
    texts.forEach((text, index) => {
      expect(text).toContain(`Body of page ${index + 1}`);
      // The footer may wrap on a small page: every word of it is there, in order.
      expect(text.replace(/\s+/g, ' ')).toContain(footerOf(jane));
    });
  });

  it('puts the footer upright along the bottom of the page as the viewer sees it, inside the page, landscape or turned', async () => {
    const marked = await watermarkPdf(
      await pdfOf([{ size: [A4[1], A4[0]] }, { size: A4, rotate: 90 }, { size: [144, 72] }]),
      jane,
    );
    for (const page of wordBoxes(marked)) {
      const mark = page.words.filter((word) => ['Confidential', 'jane@acme.example', '30/11/2026'].includes(word.text));
      expect(mark.map((word) => word.text).sort()).toEqual(['30/11/2026', 'Confidential', 'jane@acme.example']);
      for (const word of mark) {
        expect(word.xMin).toBeGreaterThanOrEqual(0);
        expect(word.xMax).toBeLessThanOrEqual(page.width);
        expect(word.yMin).toBeGreaterThanOrEqual(0);
        expect(word.yMax).toBeLessThanOrEqual(page.height);
        expect(word.xMax - word.xMin).toBeGreaterThan(word.yMax - word.yMin); // horizontal, not sideways
      }
      expect(Math.min(...mark.map((word) => word.yMin))).toBeGreaterThan(page.height * 0.6);
    }
  });

  it('prints accented, Polish, Nordic and quoted names as they are, and a name the font cannot draw as question marks', async () => {
    const accented = { ...jane, name: 'Łukasz Müller-Ørsted “Zoë” Ñúñez', company: 'Société Générale' };
    const text = pdftotext(await watermarkPdf(await pdfOf([{ size: A4 }]), accented));
    expect(text).toContain(footerOf(accented));

    const japanese = { ...jane, name: '山田 太郎', company: '株式会社' };
    const degraded = pdftotext(await watermarkPdf(await pdfOf([{ size: A4 }]), japanese));
    expect(degraded).toContain('Confidential — ?? ??, ????, jane@acme.example — 30/11/2026');
  });

  it("makes each recipient's copy afresh: different files, neither carrying the other's e-mail", async () => {
    const original = await pdfOf([{ size: A4 }, { size: A4 }]);
    const forJane = await watermarkPdf(original, jane);
    const forOmar = await watermarkPdf(original, omar);
    const forJaneAgain = await watermarkPdf(original, jane);

    expect(Buffer.from(forJane).equals(Buffer.from(forOmar))).toBe(false);
    const [janeText, omarText, janeAgainText] = [forJane, forOmar, forJaneAgain].map((pdf) => pdftotext(pdf));
    expect(janeText).toContain(jane.email);
    expect(janeText).not.toContain(omar.email);
    expect(omarText).toContain(omar.email);
    expect(omarText).not.toContain(jane.email);
    expect(janeAgainText).not.toContain(omar.email);
    // Nor in the file's uncompressed parts (metadata, font names…).
    expect(Buffer.from(forJane).includes(omar.email)).toBe(false);
  });

  it('keeps the mark in place on a page whose drawing leaves a scaled and moved coordinate system behind', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage(A4);
    page.pushOperators(concatTransformationMatrix(3, 0, 0, 3, 400, 600));
    const marked = await watermarkPdf(await document.save(), jane);

    const [shown] = wordBoxes(marked);
    const email = shown!.words.find((word) => word.text === jane.email)!;
    expect(email.yMax).toBeLessThanOrEqual(shown!.height);
    expect(email.yMin).toBeGreaterThan(shown!.height * 0.9);
    expect(email.yMax - email.yMin).toBeLessThan(15); // 8 pt, not scaled three times
  });

  it('marks a 300-page memorandum on every page', async () => {
    const original = await pdfOf(Array.from({ length: 300 }, () => ({ size: A4 })));
    const texts = pageTexts(await watermarkPdf(original, jane));
    expect(texts).toHaveLength(300);
    expect(texts.filter((text) => text.includes(footerOf(jane)))).toHaveLength(300);
  });

  it('refuses a password-protected PDF, whether it needs a password to open or only to change', async () => {
    for (const options of [{ userPassword: 'open', ownerPassword: 'owner' }, { ownerPassword: 'owner' }]) {
      expect((await refusal(watermarkPdf(await pdfkitPdf(options), jane))).reason).toBe('encrypted');
    }
    // pdfkit's unprotected output is marked like any other.
    expect(pdftotext(await watermarkPdf(await pdfkitPdf(), jane))).toContain(footerOf(jane));
  });

  it('refuses what is not a PDF, and a damaged PDF, without hanging', async () => {
    const notPdfs = [new Uint8Array(), Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.from('Dear buyer, please find…')];
    for (const bytes of notPdfs) expect((await refusal(watermarkPdf(bytes, jane))).reason).toBe('not-a-pdf');

    const original = await pdfOf([{ size: A4 }]);
    const damaged = [
      original.subarray(0, original.length / 2),
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10_000, 0x5b)]), // "[[[[…": nesting without end
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 1 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF'),
    ];
    for (const bytes of damaged) expect((await refusal(watermarkPdf(bytes, jane))).reason).toBe('unreadable');
  });

  it('refuses a file over the size limit (50 MB by default) or the page limit before marking anything', async () => {
    const over50MB = new Uint8Array(50 * 1024 * 1024 + 1);
    over50MB.set(Buffer.from('%PDF-1.7\n'));
    expect((await refusal(watermarkPdf(over50MB, jane))).reason).toBe('too-large');

    const threePages = await pdfOf([{ size: A4 }, { size: A4 }, { size: A4 }]);
    expect((await refusal(watermarkPdf(threePages, jane, { maxBytes: 1_000 }))).reason).toBe('too-large');
    const tooMany = await refusal(watermarkPdf(threePages, jane, { maxPages: 2 }));
    expect([tooMany.reason, tooMany.message]).toEqual(['too-many-pages', 'The PDF has more than 2 pages.']);
  });

  it('answers rather than keeps the caller waiting past the time limit', async () => {
    const original = await pdfOf(Array.from({ length: 200 }, () => ({ size: A4 })));
    expect((await refusal(watermarkPdf(original, jane, { timeoutMs: 1 }))).reason).toBe('too-slow');
  });
});
