// pdfkit and its font engine (about 25 MB of memory) load with the first PDF a process makes, not at start-up.
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}
