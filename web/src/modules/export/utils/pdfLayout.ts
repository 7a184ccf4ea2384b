/** Spec §9's PDF settings: A4 portrait, canvas pixels scaled by 1/3.7 to mm, margins 10 and 20. */
export const pdfSettings = {
  pageWidthMm: 210,
  pageHeightMm: 297,
  scale: 1 / 3.7,
  marginLeftMm: 10,
  marginTopMm: 20,
  jpegQuality: 0.9,
} as const;

export interface PdfSlice {
  /** Where the slice starts in the canvas, in canvas pixels. */
  sourceY: number;
  sourceHeight: number;
  /** Its size on the page, in mm. */
  widthMm: number;
  heightMm: number;
}

/**
 * How a rendered screen of `width` × `height` canvas pixels is cut into A4 pages. A screen wider
 * than the printable width is shrunk to fit (the 1/3.7 scale is a ceiling, not a promise), and a
 * tall one continues on further pages with the same top margin.
 */
export function pdfSlices(width: number, height: number, settings = pdfSettings): PdfSlice[] {
  const printableWidth = settings.pageWidthMm - 2 * settings.marginLeftMm;
  const printableHeight = settings.pageHeightMm - 2 * settings.marginTopMm;
  const mmPerPixel = Math.min(settings.scale, printableWidth / width);
  const pixelsPerPage = Math.floor(printableHeight / mmPerPixel);
  const slices: PdfSlice[] = [];
  for (let sourceY = 0; sourceY < height; sourceY += pixelsPerPage) {
    const sourceHeight = Math.min(pixelsPerPage, height - sourceY);
    slices.push({ sourceY, sourceHeight, widthMm: width * mmPerPixel, heightMm: sourceHeight * mmPerPixel });
  }
  return slices;
}
