import { CSV_BYTE_ORDER_MARK } from '@seedcorp/contracts';

/**
 * Hands a CSV file to the browser as a downloaded file, byte for byte as given, as a link with `download` would: for
 * a file a service made whole (its byte order mark and formula-safe cells included).
 */
export function downloadFile(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
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
