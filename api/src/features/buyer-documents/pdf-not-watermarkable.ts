/**
 * Why a file cannot be handed to a buyer with a watermark. The download route turns it into a 4xx
 * (`too-large` 413, the others 422) rather than serving the file unmarked: an unmarked copy of the
 * information memorandum would defeat the point of personal links.
 */
export type NotWatermarkableReason =
  'too-large' | 'too-many-pages' | 'encrypted' | 'not-a-pdf' | 'unreadable' | 'too-slow';

/** Thrown by watermarkPdf, with a message in the deal team's words. */
export class PdfNotWatermarkable extends Error {
  override readonly name = 'PdfNotWatermarkable';
  constructor(
    readonly reason: NotWatermarkableReason,
    message: string,
  ) {
    super(message);
  }
}
