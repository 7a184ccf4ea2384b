import { describe, expect, it } from 'vitest';
import { pdfWords } from '../../../../../test/support/libre-office.js';
import { openPdfCanvas } from './pdf-canvas.js';
import { PdfFont } from './pdf-fonts.js';

async function drawn(draw: (canvas: Awaited<ReturnType<typeof openPdfCanvas>>) => void): Promise<Buffer> {
  const canvas = await openPdfCanvas({ title: 'Cells', creator: 'Dealbook', timeZone: 'UTC' });
  canvas.begin('landscape');
  const chunks: Buffer[] = [];
  canvas.pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => canvas.pdf.on('end', resolve));
  draw(canvas);
  canvas.pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

describe('text in a cell', () => {
  it('wraps a heading that fills its cell line after line, with no blank line between', async () => {
    const style = { font: PdfFont.bold, size: 8.5 };
    let measured = 0;
    const pdf = await drawn((canvas) => {
      // Just the width of its widest word, as a column's least width makes it.
      const width = canvas.widthOf('Latest', style);
      measured = canvas.measure('Latest task due', width, style);
      canvas.text('Latest task due', 50, 100, width, measured + 1, style);
    });
    const words = await pdfWords(pdf);
    expect(words.map((word) => word.text)).toEqual(['Latest', 'task', 'due']);
    const [latest, task, due] = words.map((word) => word.yMin);
    expect(task! - latest!).toBeCloseTo(due! - task!, 1);
    // The row is as tall as its three lines, not four.
    expect(measured).toBeLessThan(3.5 * (task! - latest!));
  });
});
