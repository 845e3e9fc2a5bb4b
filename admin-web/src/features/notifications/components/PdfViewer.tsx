import { API, NOTIFICATION_MESSAGES } from '@seedcorp/contracts';
import { useEffect, useState } from 'react';
import './pdf-viewer.css';

const LOAD_FAILED = 'Failed to load the document.';
const UNEXPECTED = 'An unexpected error occurred while opening the document.';

type ViewState = { url: string } | { problem: string } | undefined;

interface PdfViewerProps {
  documentKey: string;
  title: string;
  /** The document's versioned address from the list, when the row carries one. */
  url?: string;
}

/** The notification's PDF in a frame; the document is public, so no token is sent for it. */
export function PdfViewer({ documentKey, title, url: listedUrl }: PdfViewerProps) {
  const address = listedUrl || API.notifications.document(documentKey);
  const [view, setView] = useState<ViewState>();

  useEffect(() => {
    let url: string | undefined;
    let live = true;
    fetch(address)
      .then(async (response) => {
        if (response.status === 404) return { problem: NOTIFICATION_MESSAGES.documentNotFound };
        if (!response.ok) return { problem: LOAD_FAILED };
        url = URL.createObjectURL(await response.blob());
        return { url };
      })
      .catch(() => ({ problem: UNEXPECTED }))
      .then((state) => {
        if (live) setView(state);
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [address]);

  if (!view) {
    return (
      <p role="status" className="list-state">
        Loading the document…
      </p>
    );
  }
  if ('problem' in view) {
    return (
      <p role="alert" className="form-problem">
        {view.problem}
      </p>
    );
  }
  return (
    <div className="pdf-viewer">
      <iframe src={view.url} title={`${title} (PDF)`} />
      <p>
        <a href={address} target="_blank" rel="noreferrer">
          Open {title} in a new tab<span className="visually-hidden"> (PDF)</span>
        </a>
      </p>
    </div>
  );
}
