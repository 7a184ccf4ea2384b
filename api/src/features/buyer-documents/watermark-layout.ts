import type { WatermarkWording } from './watermark-text.js';

/** A rectangle in the page's own (unrotated) coordinates: the part a viewer shows. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The typeface's proportions, per point of font size; `descent` is positive. */
export interface FontMetrics {
  widthAt1pt: (text: string) => number;
  ascent: number;
  descent: number;
}

/** One line to draw, in the page's own coordinates: baseline start, size, and angle (degrees, counter-clockwise). */
export interface PlacedLine {
  text: string;
  x: number;
  y: number;
  size: number;
  angle: number;
  role: 'diagonal' | 'footer';
}

const LineHeight = 1.25;
const FooterSize = 8;
/** Below this a footer line is hard to read: the footer wraps onto more lines before shrinking further. */
const FooterSmallestOneLine = 6;
/** The smallest anything is set: a page too small for this is beyond reading anyway. */
const SmallestSize = 0.5;

/**
 * Where the mark goes on a page, as the reader sees it: a footer line along the bottom edge and
 * the same facts large along the diagonal above it. Laid out in the viewer's frame (width and
 * height swapped for a page turned by /Rotate 90 or 270) so the text reads upright on screen,
 * then turned back into the page's own coordinates. Every line fits inside the visible box.
 */
export function layoutWatermark(
  wording: WatermarkWording,
  visible: Box,
  rotation: number,
  fonts: { diagonal: FontMetrics; footer: FontMetrics },
): PlacedLine[] {
  const turn = quarterTurns(rotation);
  const sideways = turn % 2 === 1;
  const width = sideways ? visible.height : visible.width;
  const height = sideways ? visible.width : visible.height;
  const margin = clamp(Math.min(width, height) * 0.04, 1, 18);

  const footer = layoutFooter(wording.footer, width, height, margin, fonts.footer);
  const footerTop = footer.length ? Math.max(...footer.map((line) => line.y + line.size * fonts.footer.ascent)) : 0;
  const diagonal = layoutDiagonal(
    wording.parts,
    { x: margin, y: footerTop + margin / 2, width: width - 2 * margin, height: height - footerTop - margin * 1.5 },
    fonts.diagonal,
  );
  return [...diagonal, ...footer].map((line) => toPageSpace(line, visible, turn));
}

function layoutFooter(text: string, width: number, height: number, margin: number, font: FontMetrics): PlacedLine[] {
  const words = breakableWords(text);
  const maxWidth = width - 2 * margin;
  const maxHeight = Math.max(height * 0.2, 0);
  const fits = (lines: string[] | undefined, size: number): lines is string[] =>
    lines !== undefined && lines.length * size * LineHeight <= maxHeight;

  let chosen: { lines: string[]; size: number } | undefined;
  for (let size = FooterSize; size >= FooterSmallestOneLine && !chosen; size -= 0.5) {
    const lines = wrap(words, (w) => font.widthAt1pt(w) * size, maxWidth);
    if (fits(lines, size) && lines.length === 1) chosen = { lines, size };
  }
  for (let size = FooterSize; size >= SmallestSize && !chosen; size *= 0.92) {
    const lines = wrap(words, (w) => font.widthAt1pt(w) * size, maxWidth);
    if (fits(lines, size)) chosen = { lines, size };
  }
  // A page a few points wide: one line exactly as wide as the page, however small.
  chosen ??= { lines: [text], size: maxWidth / Math.max(font.widthAt1pt(text), 1e-6) };

  const { lines, size } = chosen;
  return lines.map((line, index) => ({
    text: line,
    x: (width - font.widthAt1pt(line) * size) / 2,
    y: margin + size * font.descent + (lines.length - 1 - index) * size * LineHeight,
    size,
    angle: 0,
    role: 'footer',
  }));
}

/**
 * The facts as one, two or four lines, whichever comes out largest, turned to the angle of the
 * area's diagonal and centred in it. The size is the largest at which the turned block's bounding
 * box stays inside the area, and no more than 6.5% of the page's shorter side so that it marks
 * rather than dominates.
 */
function layoutDiagonal(parts: string[], area: Box, font: FontMetrics): PlacedLine[] {
  if (!parts.length || area.width <= 0 || area.height <= 0) return [];
  const angle = Math.atan2(area.height, area.width);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const largest = Math.min(area.width, area.height) * 0.065;
  const half = Math.ceil(parts.length / 2);
  const groupings = [
    [parts.slice(0, half).join(' · '), parts.slice(half).join(' · ')].filter(Boolean),
    [parts.join(' · ')],
    parts,
  ];

  let best = { lines: groupings[0]!, size: 0 };
  for (const lines of groupings) {
    const blockWidth = Math.max(...lines.map(font.widthAt1pt));
    const blockHeight = lines.length * LineHeight;
    const size = Math.min(
      largest,
      area.width / (blockWidth * cos + blockHeight * sin),
      area.height / (blockWidth * sin + blockHeight * cos),
    );
    if (size > best.size) best = { lines, size };
  }

  const { lines, size } = best;
  const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  const blockHalfHeight = (lines.length * LineHeight * size) / 2;
  return lines.map((line, index) => {
    // In the block's own frame: x along the text, y across it, the block centred on the origin.
    const slotMiddle = blockHalfHeight - (index + 0.5) * LineHeight * size;
    const local = { x: -(font.widthAt1pt(line) * size) / 2, y: slotMiddle - ((font.ascent - font.descent) * size) / 2 };
    return {
      text: line,
      x: centre.x + local.x * cos - local.y * sin,
      y: centre.y + local.x * sin + local.y * cos,
      size,
      angle: (angle * 180) / Math.PI,
      role: 'diagonal',
    };
  });
}

/**
 * From the viewer's frame back to the page's own coordinates. /Rotate turns the page clockwise on
 * screen, so the viewer's x axis runs along the page's (cos r, sin r) and its y axis along
 * (-sin r, cos r), starting from the corner the viewer sees bottom left.
 */
function toPageSpace(line: PlacedLine, visible: Box, turn: QuarterTurns): PlacedLine {
  const right = visible.x + visible.width;
  const top = visible.y + visible.height;
  const { origin, cos, sin } = {
    0: { origin: { x: visible.x, y: visible.y }, cos: 1, sin: 0 },
    1: { origin: { x: right, y: visible.y }, cos: 0, sin: 1 },
    2: { origin: { x: right, y: top }, cos: -1, sin: 0 },
    3: { origin: { x: visible.x, y: top }, cos: 0, sin: -1 },
  }[turn];
  return {
    ...line,
    x: origin.x + line.x * cos - line.y * sin,
    y: origin.y + line.x * sin + line.y * cos,
    angle: (line.angle + turn * 90) % 360,
  };
}

type QuarterTurns = 0 | 1 | 2 | 3;

/** /Rotate is a multiple of 90, possibly negative; anything else is rounded as viewers do. */
function quarterTurns(rotation: number): QuarterTurns {
  return (((Math.round(rotation / 90) % 4) + 4) % 4) as QuarterTurns;
}

/** Words to wrap at; a dash separator stays at the end of its line rather than starting the next. */
function breakableWords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(' ').filter(Boolean)) {
    if (word === '—' && words.length) words[words.length - 1] += ' —';
    else words.push(word);
  }
  return words;
}

/** Greedy wrap; undefined when a single word is wider than the line, so that the caller tries smaller. */
function wrap(words: string[], widthOf: (text: string) => number, maxWidth: number): string[] | undefined {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && widthOf(`${last} ${word}`) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else if (widthOf(word) <= maxWidth) lines.push(word);
    else return undefined;
  }
  return lines;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
