import type { AdminTableSummary } from '@seedcorp/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { PAGE_EDITOR_TEXTS } from '../../content/page-editor';
import { SITE_CONTENT_TEXTS } from '../../content/site-content';
import { messageOf } from '../../features/api/api-client';
import { fetchContentPages, fetchPages } from '../../features/site-content/api/site-content-api';
import '../../features/site-content/page-editor.css';
import { bySection, filterPages, pageEntries, type PageEntry } from '../../features/site-content/page-list';
import { displayDate } from '../../features/ui/dates';
import { siteContentPagePath, siteContentTablePath } from '../../routes';

const TEXTS = SITE_CONTENT_TEXTS;
const LIST = PAGE_EDITOR_TEXTS.list;

function published(table: AdminTableSummary): string {
  if (!table.published) return TEXTS.notPublished;
  const { version, publishedAt, season } = table.published;
  const shown = TEXTS.versionOn(version, displayDate(publishedAt));
  return season ? `${shown} (${season})` : shown;
}

function PageTables({ entry }: { entry: PageEntry }) {
  return (
    <table>
      <caption className="visually-hidden">{TEXTS.tablesOf(entry.title.en)}</caption>
      <thead>
        <tr>
          <th scope="col">{TEXTS.tableColumn}</th>
          <th scope="col">{TEXTS.publishedColumn}</th>
          <th scope="col">{TEXTS.draftColumn}</th>
          <th scope="col">{TEXTS.actionsColumn}</th>
        </tr>
      </thead>
      <tbody>
        {entry.tables.map((table) => (
          <tr key={table.key}>
            <th scope="row">
              {table.caption.en}
              {table.kind === 'rateList' && <span className="table-kind"> ({TEXTS.rateList})</span>}
            </th>
            <td>{published(table)}</td>
            <td>
              {table.draft ? TEXTS.versionOn(table.draft.version, displayDate(table.draft.savedAt)) : TEXTS.noDraft}
            </td>
            <td>
              <Link to={siteContentTablePath(table.key)} className="edit-link">
                {TEXTS.edit}
                <span className="visually-hidden"> {table.caption.en}</span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the service keeps of a page's words: its Hindi's state and its dates, and the way into its editor. */
function PageWords({ entry }: { entry: PageEntry }) {
  const { words } = entry;
  if (!words) return <p className="field-hint">{LIST.tablesOnly}</p>;
  return (
    <>
      <ul className="page-facts">
        {words.title.hi && (
          <li>
            {LIST.hindiTitle}: <span lang="hi">{words.title.hi}</span>
          </li>
        )}
        <li className={`review-${words.hindiReview}`}>{LIST.review[words.hindiReview]}</li>
        {words.hindiOutdated > 0 && <li className="outdated-marker">{LIST.outdated(words.hindiOutdated)}</li>}
        <li>{words.publishedAt ? LIST.published(displayDate(words.publishedAt)) : LIST.notPublished}</li>
        {words.draftSavedAt && <li>{LIST.draft(displayDate(words.draftSavedAt))}</li>}
      </ul>
      <p>
        <Link
          to={siteContentPagePath(entry.path)}
          className="edit-link"
          aria-label={LIST.editWordsLabel(entry.title.en)}
        >
          {LIST.editWords}
        </Link>
      </p>
    </>
  );
}

function PageItem({ entry }: { entry: PageEntry }) {
  const headingId = `page-${entry.path.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <section className="content-page-group" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {entry.title.en} <span className="page-path">{TEXTS.pageHeading(entry.path)}</span>
      </h3>
      <PageWords entry={entry} />
      <p>
        <a href={entry.path} target="_blank" rel="noopener noreferrer">
          {TEXTS.openPublicPage(entry.path)}
          <span className="visually-hidden"> {TEXTS.newTab}</span>
        </a>
      </p>
      {entry.tables.length > 0 && <PageTables entry={entry} />}
    </section>
  );
}

/** The public pages by menu section, each with its words and tables, filtered by title, section or path. */
export default function SiteContentPage() {
  const id = useId();
  const [entries, setEntries] = useState<PageEntry[]>();
  const [failed, setFailed] = useState(false);
  const [filter, setFilter] = useState('');

  useEffect(() => {
    let live = true;
    Promise.all([fetchPages(), fetchContentPages()])
      .then(([pages, groups]) => {
        if (live) setEntries(pageEntries(pages, groups));
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        toast.error(messageOf(error, LIST.loadFailed));
      });
    return () => {
      live = false;
    };
  }, []);

  const sectionId = (section: string) => `${id}-${section.replace(/[^a-z0-9]+/gi, '-')}`;
  const shown = useMemo(() => (entries ? filterPages(entries, filter) : []), [entries, filter]);

  return (
    <article className="manager site-content">
      <h1>{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      <div className="search-box page-filter" role="search">
        <label htmlFor={`${id}-filter`}>{LIST.filter}</label>
        <input
          id={`${id}-filter`}
          type="search"
          value={filter}
          aria-describedby={`${id}-shown`}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <p id={`${id}-shown`} role="status" className="field-hint">
        {entries ? LIST.shown(shown.length, entries.length) : ''}
      </p>
      <div aria-busy={!entries && !failed}>
        {entries ? (
          bySection(shown).map(({ section, pages }) => (
            <section key={section} className="content-section" aria-labelledby={sectionId(section)}>
              <h2 id={sectionId(section)}>{section}</h2>
              {pages.map((entry) => (
                <PageItem key={entry.path} entry={entry} />
              ))}
            </section>
          ))
        ) : (
          <p role="status" className="list-state">
            {failed ? LIST.loadFailed : TEXTS.loading}
          </p>
        )}
        {entries && shown.length === 0 && <p className="list-state">{LIST.none}</p>}
      </div>
    </article>
  );
}
