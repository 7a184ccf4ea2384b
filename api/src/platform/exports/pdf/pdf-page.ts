/** Points per millimetre: PDF measures in points (1/72 inch). */
const mm = 72 / 25.4;

/**
 * Spec §9's page: A4, left margin 10 mm and top margin 20 mm, mirrored on the right and at the
 * bottom (the footer sits in the bottom margin). In points. Portrait as §9 says; a document whose
 * table cannot fit a portrait page without cutting words turns landscape (see PageGeometry).
 */
export const PdfPage = {
  shortSide: 595.28,
  longSide: 841.89,
  marginLeft: 10 * mm,
  marginRight: 10 * mm,
  marginTop: 20 * mm,
  marginBottom: 20 * mm,
  /** The footer line (brand name, page numbers) sits this far above the page's foot. */
  footerFromBottom: 13 * mm,
} as const;

export type PageOrientation = 'portrait' | 'landscape';

/** Where things go on a page of either orientation. */
export interface PageGeometry {
  orientation: PageOrientation;
  contentWidth: number;
  contentBottom: number;
  /** Top of the footer line, inside the bottom margin. */
  footerTop: number;
}

export function pageGeometry(orientation: PageOrientation): PageGeometry {
  const width = orientation === 'portrait' ? PdfPage.shortSide : PdfPage.longSide;
  const height = orientation === 'portrait' ? PdfPage.longSide : PdfPage.shortSide;
  return {
    orientation,
    contentWidth: width - PdfPage.marginLeft - PdfPage.marginRight,
    contentBottom: height - PdfPage.marginBottom,
    footerTop: height - PdfPage.footerFromBottom,
  };
}

/** Type sizes and greys, in one place so every document reads alike. */
export const PdfStyle = {
  titleSize: 18,
  subtitleSize: 10,
  headingSize: 12,
  bodySize: 9,
  tableSize: 8.5,
  footerSize: 8,
  ink: '#1c2127',
  muted: '#5f6b7c',
  rule: '#c5cbd3',
  headerFill: '#edeff2',
  cellPadding: 3,
} as const;
