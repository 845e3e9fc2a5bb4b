import type { ReactNode } from 'react';

interface LoadedListProps<T> {
  /** Undefined until loaded. */
  items: T | undefined;
  failed: boolean;
  /** Whether nothing is there to show. */
  isEmpty: (items: T) => boolean;
  texts: { loading: string; loadFailed: string; none: string };
  className?: string;
  children: (items: T) => ReactNode;
}

/** A list loaded at once: its loading, failed and empty states, then the list. */
export function LoadedList<T>({ items, failed, isEmpty, texts, className, children }: LoadedListProps<T>) {
  return (
    <div className={className} aria-busy={!items && !failed}>
      {!items ? (
        <p role="status" className="list-state">
          {failed ? texts.loadFailed : texts.loading}
        </p>
      ) : isEmpty(items) ? (
        <p className="list-state">{texts.none}</p>
      ) : (
        children(items)
      )}
    </div>
  );
}
