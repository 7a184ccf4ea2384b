import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, type FontMetrics, type PlacedLine, layoutWatermark } from './watermark-layout.js';
import { printableWith, watermarkWording } from './watermark-text.js';

/** A stand-in face: every character 0.55 em wide, DejaVu's ascent and descent. */
const font: FontMetrics = { widthAt1pt: (text) => [...text].length * 0.55, ascent: 0.93, descent: 0.24 };
const fonts = { diagonal: font, footer: font };
const wording = watermarkWording(
  { name: 'Jane Doe', company: 'Acme Holdings Ltd', email: 'jane.doe@acme-holdings.example', date: '30/11/2026' },
  (text) => text,
);

/** The four corners of a line's ink, in page coordinates. */
function corners(line: PlacedLine): { x: number; y: number }[] {
  const radians = (line.angle * Math.PI) / 180;
  const along = { x: Math.cos(radians), y: Math.sin(radians) };
  const up = { x: -along.y, y: along.x };
  const width = font.widthAt1pt(line.text) * line.size;
  return [0, width].flatMap((t) =>
    [-font.descent * line.size, font.ascent * line.size].map((u) => ({
      x: line.x + t * along.x + u * up.x,
      y: line.y + t * along.y + u * up.y,
    })),
  );
}

const inside = (box: Box) => (point: { x: number; y: number }) =>
  point.x >= box.x - 1e-6 &&
  point.x <= box.x + box.width + 1e-6 &&
  point.y >= box.y - 1e-6 &&
  point.y <= box.y + box.height + 1e-6;

describe('watermark layout', () => {
  it('keeps every line whole inside the visible box, upright on screen, whatever the page size, origin and turn', () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.integer({ min: -500, max: 500 }),
          y: fc.integer({ min: -500, max: 500 }),
          width: fc.integer({ min: 20, max: 5000 }),
          height: fc.integer({ min: 20, max: 5000 }),
        }),
        fc.constantFrom(0, 90, 180, 270, -90, 450),
        (box, rotation) => {
          const lines = layoutWatermark(wording, box, rotation, fonts);
          for (const line of lines) expect(corners(line).every(inside(box))).toBe(true);
          const upright = (((rotation % 360) + 360) % 360) as number;
          for (const line of lines.filter((l) => l.role === 'footer')) expect(line.angle).toBe(upright);
          // No word lost to wrapping or shrinking.
          const footer = lines.filter((l) => l.role === 'footer').map((l) => l.text);
          expect(footer.join(' ')).toBe(wording.footer);
          expect(lines.some((l) => l.role === 'diagonal')).toBe(true);
        },
      ),
    );
  });

  it('sets the footer on one line at 8 pt on A4, and wraps rather than shrinks below 6 pt on a narrow page', () => {
    const a4 = layoutWatermark(wording, { x: 0, y: 0, width: 595, height: 842 }, 0, fonts);
    expect(a4.filter((l) => l.role === 'footer').map((l) => l.size)).toEqual([8]);

    const narrow = layoutWatermark(wording, { x: 0, y: 0, width: 200, height: 500 }, 0, fonts);
    const footer = narrow.filter((l) => l.role === 'footer');
    expect(footer.length).toBeGreaterThan(1);
    expect(footer[0]!.size).toBeGreaterThanOrEqual(6);
  });

  it('reads upright on a page turned by /Rotate 90: the footer runs up the page, along the side the viewer sees at the bottom', () => {
    const box = { x: 0, y: 0, width: 595, height: 842 };
    const footer = layoutWatermark(wording, box, 90, fonts).filter((l) => l.role === 'footer');
    expect(footer[0]!.angle).toBe(90);
    // Shown turned clockwise, the page's right edge is the bottom of the screen.
    expect(footer[0]!.x).toBeGreaterThan(box.width * 0.9);
  });
});

describe('watermark wording', () => {
  it('names the recipient in one sentence and keeps characters the font has', () => {
    const all = () => true;
    expect(
      watermarkWording(
        { name: 'Zoë “Ø” Łoś', company: 'Acme\nLtd', email: 'z@acme.example', date: '30/11/2026' },
        printableWith(all),
      ),
    ).toEqual({
      footer: 'Confidential — Zoë “Ø” Łoś, Acme Ltd, z@acme.example — 30/11/2026',
      parts: ['Zoë “Ø” Łoś', 'Acme Ltd', 'z@acme.example', '30/11/2026'],
    });
  });

  it('degrades what the font lacks: accents dropped, curly quotes straightened, the rest a question mark', () => {
    const asciiOnly = printableWith((codePoint) => codePoint < 128);
    expect(asciiOnly('Łukasz Müller “Zoë” 山田')).toBe('?ukasz Muller "Zoe" ??');
  });

  it('cuts an absurdly long field with an ellipsis and leaves out an empty one', () => {
    const { parts, footer } = watermarkWording(
      { name: 'x'.repeat(500), company: '  ', email: 'e@x.example', date: '1/1/2027' },
      (text) => text,
    );
    expect(parts[0]).toBe(`${'x'.repeat(119)}…`);
    expect(parts).toHaveLength(3);
    expect(footer).not.toContain(', ,');
  });
});
