/** Points per millimetre: PDF measures in points (1/72 inch). */
const mm = 72 / 25.4;

/**
 * Spec §9's page: A4 portrait, left margin 10 mm and top margin 20 mm, mirrored on the right and
 * at the bottom (the footer sits in the bottom margin). In points.
 */
export const PdfPage = {
  width: 595.28,
  height: 841.89,
  marginLeft: 10 * mm,
  marginRight: 10 * mm,
  marginTop: 20 * mm,
  marginBottom: 20 * mm,
  /** Top of the footer line (brand name, page numbers), inside the bottom margin. */
  footerTop: 841.89 - 13 * mm,
} as const;

export const contentWidth = PdfPage.width - PdfPage.marginLeft - PdfPage.marginRight;
export const contentBottom = PdfPage.height - PdfPage.marginBottom;

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
