import { CSV_BYTE_ORDER_MARK } from '@seedcorp/contracts';

/** Hands CSV text to the browser as a downloaded file, as a link with `download` would. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([CSV_BYTE_ORDER_MARK, csv], { type: 'text/csv;charset=utf-8' }));
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
