import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { formatFileSize } from '../file-size';

interface PdfLinkProps {
  href: string;
  children: ReactNode;
  /** Size in bytes, when known. */
  bytes?: number | null;
  /** Saves the file under this name instead of opening it. */
  download?: string;
}

/** A document link that says what it is: "(PDF, 242 KB)"; it opens in a new tab and says so. */
export function PdfLink({ href, children, bytes, download }: PdfLinkProps) {
  const { t } = useTranslation();
  const kind = bytes ? `${t('pdf')}, ${formatFileSize(bytes)}` : t('pdf');
  return (
    <a href={href} download={download} target={download ? undefined : '_blank'} rel="noopener noreferrer">
      {children} <span className="file-meta">({kind})</span>
      {!download && <span className="visually-hidden"> {t('newTab')}</span>}
    </a>
  );
}
