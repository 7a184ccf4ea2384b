import { describe, expect, it } from 'vitest';
import { pdfSettings, pdfSlices } from './pdfLayout.js';

describe('PDF page layout (spec §9)', () => {
  it('puts a small screen on one page at scale 1/3.7', () => {
    const [slice, ...rest] = pdfSlices(370, 740);
    expect(rest).toHaveLength(0);
    expect(slice).toMatchObject({ sourceY: 0, sourceHeight: 740 });
    expect(slice!.widthMm).toBeCloseTo(100);
    expect(slice!.heightMm).toBeCloseTo(200);
  });

  it('shrinks a screen wider than the printable width to fit it', () => {
    const [slice] = pdfSlices(1900, 100);
    expect(slice!.widthMm).toBeCloseTo(pdfSettings.pageWidthMm - 2 * pdfSettings.marginLeftMm);
  });

  it('continues a tall screen on further pages without losing or repeating a row of pixels', () => {
    const slices = pdfSlices(370, 3000);
    expect(slices.length).toBeGreaterThan(1);
    expect(slices.reduce((sum, s) => sum + s.sourceHeight, 0)).toBe(3000);
    slices.slice(1).forEach((s, i) => expect(s.sourceY).toBe(slices[i]!.sourceY + slices[i]!.sourceHeight));
    slices.forEach((s) =>
      expect(s.heightMm).toBeLessThanOrEqual(pdfSettings.pageHeightMm - 2 * pdfSettings.marginTopMm),
    );
  });
});
