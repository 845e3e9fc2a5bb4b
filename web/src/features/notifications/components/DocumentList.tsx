import type { PublicNotificationItem } from '@seedcorp/contracts';
import type { PageRead } from '../../api/page-loader';
import { LoadedList } from '../../api/components/LoadedList';
import { PdfLink } from '../../documents/components/PdfLink';
import { useDocumentSection } from '../hooks/use-document-section';

interface DocumentListProps {
  /** The page's read of the notification section the documents are published in. */
  documents: PageRead<PublicNotificationItem[]>;
  /** What the page says while the section is empty, e.g. 'None.' or 'Not available Yet'. */
  emptyText: string;
  /** Names the list for assistive technology when a page holds more than one. */
  label?: string;
}

/**
 * A page's downloadable documents, as published by the administrators: newest first, each a PDF
 * link with its size. The prerendered page holds the loading state; the list fills in on load.
 */
export function DocumentList({ documents, emptyText, label }: DocumentListProps) {
  const { data, loading } = useDocumentSection(documents);
  return (
    <LoadedList loading={loading} items={data} emptyText={emptyText} emptyClassName="empty-section">
      {(items) => <DocumentLinks items={items} className="document-list" label={label} />}
    </LoadedList>
  );
}

/** Published documents as a list of PDF links named by their titles. */
export function DocumentLinks({
  items,
  className,
  label,
}: {
  items: readonly PublicNotificationItem[];
  className: string;
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <PdfLink href={item.url} bytes={item.bytes}>
            {item.title}
          </PdfLink>
        </li>
      ))}
    </ul>
  );
}
