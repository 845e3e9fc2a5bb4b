import { CSV_BYTE_ORDER_MARK } from '@seedcorp/contracts';

/** Hands the bytes to the browser as a downloaded file, as a link with `download` would. */
function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands CSV text to the browser as a downloaded file, with the byte order mark spreadsheets need to read UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, `${CSV_BYTE_ORDER_MARK}${csv}`);
}

/**
 * Hands a CSV file to the browser as a downloaded file, byte for byte as given: for a file a service made whole (its
 * byte order mark and formula-safe cells included).
 */
export function downloadFile(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** Hands a PDF the service sent as base64 to the browser as a downloaded file. */
export function downloadBase64Pdf(fileName: string, base64: string): void {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let at = 0; at < text.length; at += 1) bytes[at] = text.charCodeAt(at);
  downloadBlob(fileName, new Blob([bytes], { type: 'application/pdf' }));
}
