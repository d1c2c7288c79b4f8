// The frame every Persian PDF of the product shares: A4, the Vazirmatn faces registered as 'fa' and 'fa-bold',
// the text helper, the page's right edge and text width, and the finish (joined letters fixed, the bytes).
// pdfkit and its font engine (about 25 MB of memory) load with the first PDF a process makes, not at start-up.
import { buffer } from 'node:stream/consumers';
import { BOLD, F, MARGIN, MUTED, REGULAR } from './pdf-styles';
import { RtlText, faDigits, fixRtlLigatureText } from './pdf-text';

export interface PersianPdfOptions {
  title: string;
  landscape?: boolean;
  /** The document's creation date (an invoice's is the moment it was fixed, so its bytes never change). */
  creationDate?: Date;
}

export async function persianPdf({ title, landscape = false, creationDate }: PersianPdfOptions) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    ...(landscape ? { layout: 'landscape' as const } : {}),
    margin: MARGIN,
    bufferPages: true,
    font: REGULAR,
    lang: 'fa-IR',
    info: { Title: title, ...(creationDate ? { CreationDate: creationDate } : {}) },
  });
  doc.registerFont('fa', REGULAR);
  doc.registerFont('fa-bold', BOLD);
  const bytes = buffer(doc);
  const text = new RtlText(doc);
  const right = doc.page.width - MARGIN;
  const width = right - MARGIN;

  /** 'صفحه ۱ از ۲' (after `prefix`, when given) at the foot of every page. */
  const pageNumbers = (prefix = '') => {
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      const label = `${prefix}صفحه ${faDigits(String(i - start + 1))} از ${faDigits(String(count))}`;
      text.line(label, F.small, right, doc.page.height - MARGIN - 4, { center: width, color: MUTED });
    }
  };
  const finish = (): Promise<Buffer> => {
    fixRtlLigatureText(doc);
    doc.end();
    return bytes;
  };
  return { doc, text, right, width, pageNumbers, finish };
}
