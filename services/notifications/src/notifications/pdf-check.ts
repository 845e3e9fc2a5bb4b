import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from '@cantoo/pdf-lib';

export type PdfVerdict = 'pdf' | 'notPdf' | 'encrypted' | 'scripted';

const PDF_HEADER = Buffer.from('%PDF-');
/** Readers look for the header within the first kilobyte, but a file of ours starts with it. */
export const hasPdfHeader = (bytes: Buffer) => bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER);

/** Keys that carry scripts, automatic actions or XML forms (which can script). */
const ACTIVE_KEYS = new Set(['/JS', '/JavaScript', '/AA', '/XFA']);
/** Action types that run code, open other files or send data away when a link or page is used. */
const ACTIVE_ACTIONS = new Set(['/JavaScript', '/Launch', '/ImportData', '/SubmitForm', '/RichMediaExecute']);
/** Direct objects nest only a few levels in real files; deeper nesting is refused as hostile. */
const MAX_NESTING = 32;

function isActive(object: PDFObject | undefined, depth = 0): boolean {
  if (depth > MAX_NESTING) return true;
  if (object instanceof PDFStream) return isActive(object.dict, depth + 1);
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, depth + 1));
  if (!(object instanceof PDFDict)) return false;
  for (const [key, value] of object.entries()) {
    if (ACTIVE_KEYS.has(key.asString())) return true;
    if (key === PDFName.of('S') && value instanceof PDFName && ACTIVE_ACTIONS.has(value.asString())) return true;
    // References are walked on their own below: every indirect object is visited once.
    if (isActive(value, depth + 1)) return true;
  }
  return false;
}

/**
 * Decides by the bytes whether an upload is a PDF the site may serve: it must start with the
 * PDF header, parse completely, have a page, be unencrypted and carry no scripts or actions.
 */
export async function checkPdf(bytes: Buffer): Promise<PdfVerdict> {
  if (!hasPdfHeader(bytes)) return 'notPdf';
  let document: PDFDocument;
  try {
    // Loaded even when encrypted, so that encryption is told apart from a file that does not parse.
    document = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      updateMetadata: false,
      ignoreEncryption: true,
    });
  } catch {
    return 'notPdf';
  }
  if (document.isEncrypted) return 'encrypted';
  try {
    if (document.getPageCount() === 0) return 'notPdf';
  } catch {
    return 'notPdf';
  }
  const objects = document.context.enumerateIndirectObjects();
  return objects.some(([, object]) => isActive(object)) ? 'scripted' : 'pdf';
}
