import {
  markOutdatedHindi,
  type Bilingual,
  type PageBlock,
  type PublicSiteSettings,
  type PublishedBlock,
} from '@seedcorp/contracts';
import type { ContentLanguage } from '@seedcorp/web-shared/content/cell-format';
import { ContactDetails } from '@seedcorp/web-shared/content/ContactDetails';
import { PageBlocks, type LinkRenderer } from '@seedcorp/web-shared/content/PageBlocks';
import { PublishedTable, type ShownTable } from '@seedcorp/web-shared/content/PublishedTable';
import { useEffect, useMemo, useState } from 'react';
import { PAGE_EDITOR_TEXTS } from '../../../content/page-editor';
import { fetchSettings } from '../../site-settings/api/site-settings-api';
import { fetchContentTable } from '../api/site-content-api';
import { PreviewFrame } from './PreviewFrame';
import '@seedcorp/web-shared/content/published-table.css';

const TEXTS = PAGE_EDITOR_TEXTS.editor.preview;

/** A link of the preview opens in a new tab, so following it never leaves the editor and its unsaved words. */
const newTabLink: LinkRenderer = (href, children) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {children}
    {href.startsWith('/') && <span className="visually-hidden"> {PAGE_EDITOR_TEXTS.editor.newTab}</span>}
  </a>
);

/** The published version of each table the blocks name; a table not published yet is left out. */
async function publishedTables(keys: readonly string[]): Promise<Map<string, ShownTable>> {
  const tables = await Promise.all(
    keys.map(async (key) => {
      const table = await fetchContentTable(key);
      return table.published ? ([key, { ...table, ...table.published }] as const) : undefined;
    }),
  );
  return new Map(tables.filter((entry) => entry !== undefined));
}

/** The contact record a contact block shows: that of the published settings, null while none are published. */
type PublishedContact = Pick<PublicSiteSettings, 'contact' | 'hindiOutdated'> | null;

async function publishedContact(): Promise<PublishedContact> {
  const { published } = await fetchSettings();
  return published && { contact: published.settings.contact, hindiOutdated: published.hindiOutdated };
}

interface PageWordsPreviewProps {
  path: string;
  title: Bilingual;
  /** The editor's blocks as they stand, saved or not. */
  blocks: readonly PageBlock[];
  /** The published blocks, to mark the Hindi publishing would call out of date. */
  published: readonly PublishedBlock[];
  onClose: () => void;
}

/**
 * The page's words as the public page will show them once published, drawn by the site's own block, table and
 * contact components: every text as text, a Hindi reader's out-of-date blocks in English under the site's notice.
 */
export function PageWordsPreview({ path, title, blocks, published, onClose }: PageWordsPreviewProps) {
  const [tables, setTables] = useState<{ shown?: Map<string, ShownTable>; failed?: boolean }>({});
  const shownBlocks = useMemo(() => markOutdatedHindi(blocks, published), [blocks, published]);
  const keys = useMemo(
    () => [...new Set(blocks.flatMap((block) => (block.type === 'table' && block.table ? [block.table] : [])))],
    [blocks],
  );
  const showsContact = blocks.some((block) => block.type === 'contact');
  const [contact, setContact] = useState<{ shown?: PublishedContact; failed?: boolean }>({});

  useEffect(() => {
    let live = true;
    publishedTables(keys)
      .then((shown) => {
        if (live) setTables({ shown });
      })
      .catch(() => {
        if (live) setTables({ failed: true });
      });
    return () => {
      live = false;
    };
  }, [keys]);

  useEffect(() => {
    if (!showsContact) return undefined;
    let live = true;
    publishedContact()
      .then((shown) => {
        if (live) setContact({ shown });
      })
      .catch(() => {
        if (live) setContact({ failed: true });
      });
    return () => {
      live = false;
    };
  }, [showsContact]);

  const contactRecord = (language: ContentLanguage) => {
    if (contact.shown) {
      return (
        <ContactDetails
          contact={contact.shown.contact}
          hindiOutdated={contact.shown.hindiOutdated}
          language={language}
        />
      );
    }
    return contact.shown === null ? <p className="placeholder-text">{TEXTS.contactNotPublished}</p> : null;
  };

  const table = (language: ContentLanguage) => (key: string) => {
    const shown = tables.shown?.get(key);
    if (shown) return <PublishedTable table={shown} language={language} />;
    if (!tables.shown) return null;
    return <p className="placeholder-text">{TEXTS.missingTable(key)}</p>;
  };

  return (
    <PreviewFrame title={TEXTS.title(path)} texts={TEXTS} onClose={onClose}>
      {(language) => (
        <>
          {keys.length > 0 && !tables.shown && !tables.failed && <p role="status">{TEXTS.loadingTables}</p>}
          {tables.failed && <p role="status">{TEXTS.tablesFailed}</p>}
          {showsContact && contact.shown === undefined && !contact.failed && (
            <p role="status">{TEXTS.loadingContact}</p>
          )}
          {contact.failed && <p role="status">{TEXTS.contactFailed}</p>}
          <div className="page-preview page-words-preview" lang={language}>
            <p className="preview-page-title">
              <span className="visually-hidden">{TEXTS.pageTitle}: </span>
              {(language === 'hi' && title.hi) || title.en}
            </p>
            <PageBlocks
              blocks={shownBlocks}
              language={language}
              table={table(language)}
              contact={() => contactRecord(language)}
              link={newTabLink}
            />
          </div>
        </>
      )}
    </PreviewFrame>
  );
}
