import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import { ROUTES } from '../../../routes';
import './content-editor-frame.css';

interface ContentEditorFrameProps {
  className: string;
  /** The words of the link back to the list of pages and tables. */
  back: string;
  heading: string;
  /** The public page the edited words appear on, once loaded; undefined while loading or after a failed load. */
  page: string | undefined;
  /** The words before the link to the public page. */
  onPage: string;
  loadFailed: boolean;
  loadFailedText: string;
  /** The editor, shown once the page is known. */
  children: ReactNode;
}

/** A site-content editor's page: the way back, its heading, the public page it edits, and the editor once loaded. */
export function ContentEditorFrame({
  className,
  back,
  heading,
  page,
  onPage,
  loadFailed,
  loadFailedText,
  children,
}: ContentEditorFrameProps) {
  return (
    <article className={className}>
      <p className="back-link">
        <Link to={ROUTES.siteContent}>{back}</Link>
      </p>
      <h1>{heading}</h1>
      {page !== undefined ? (
        <>
          <p className="table-page">
            {onPage}{' '}
            <a href={page} target="_blank" rel="noopener noreferrer">
              {page}
              <span className="visually-hidden"> {SITE_CONTENT_TEXTS.newTab}</span>
            </a>
          </p>
          {children}
        </>
      ) : (
        <p role="status" className="list-state">
          {loadFailed ? loadFailedText : SITE_CONTENT_TEXTS.loading}
        </p>
      )}
    </article>
  );
}
