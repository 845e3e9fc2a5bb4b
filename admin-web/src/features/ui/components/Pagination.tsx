import { pageWindow, showingText } from '../pagination-window';
import './pagination.css';

interface PaginationProps {
  /** Zero-based, as the API counts pages. */
  page: number;
  totalPages: number;
  totalItems: number;
  pageSize: number;
  shown: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, totalPages, totalItems, pageSize, shown, onPage }: PaginationProps) {
  const current = page + 1;
  return (
    <div className="pagination">
      <p className="pagination-status" aria-live="polite">
        {showingText(current, pageSize, shown, totalItems)}
      </p>
      {totalPages > 1 && (
        <nav aria-label="Pages">
          <ul>
            <li>
              <button type="button" disabled={current === 1} onClick={() => onPage(page - 1)}>
                Previous
              </button>
            </li>
            {pageWindow(current, totalPages).map((slot, index) =>
              slot === 'ellipsis' ? (
                <li key={`gap-${index}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={slot}>
                  <button
                    type="button"
                    aria-label={`Page ${slot}`}
                    aria-current={slot === current ? 'page' : undefined}
                    onClick={() => onPage(slot - 1)}
                  >
                    {slot}
                  </button>
                </li>
              ),
            )}
            <li>
              <button type="button" disabled={current === totalPages} onClick={() => onPage(page + 1)}>
                Next
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
