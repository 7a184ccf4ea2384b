import { downloadBlob } from './downloadBlob.js';
import { pdfSettings, pdfSlices } from './pdfLayout.js';

/** Renders an element of the page to an A4 PDF (spec §9); the libraries load on first use. */
export async function writePdf(element: HTMLElement, name: string): Promise<string> {
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([import('jspdf'), import('html2canvas-pro')]);
  const canvas = await html2canvas(element, { backgroundColor: '#ffffff', useCORS: true });
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  pdfSlices(canvas.width, canvas.height).forEach((slice, i) => {
    const page = document.createElement('canvas');
    page.width = canvas.width;
    page.height = slice.sourceHeight;
    page.getContext('2d')?.drawImage(canvas, 0, -slice.sourceY);
    if (i > 0) pdf.addPage();
    const image = page.toDataURL('image/jpeg', pdfSettings.jpegQuality);
    pdf.addImage(image, 'JPEG', pdfSettings.marginLeftMm, pdfSettings.marginTopMm, slice.widthMm, slice.heightMm);
  });
  const fileName = `${name.replace(/[^\w -]+/g, '').trim() || 'Dealbook'}.pdf`;
  downloadBlob(pdf.output('blob'), fileName);
  return fileName;
}
