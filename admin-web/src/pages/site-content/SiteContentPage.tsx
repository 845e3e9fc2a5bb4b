import type { AdminTableSummary, ContentPageGroup } from '@seedcorp/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { SITE_CONTENT_TEXTS } from '../../content/site-content';
import { messageOf } from '../../features/api/api-client';
import { fetchContentPages } from '../../features/site-content/api/site-content-api';
import { displayDate } from '../../features/ui/dates';
import { siteContentTablePath } from '../../routes';

const TEXTS = SITE_CONTENT_TEXTS;

function published(table: AdminTableSummary): string {
  if (!table.published) return TEXTS.notPublished;
  const { version, publishedAt, season } = table.published;
  const shown = TEXTS.versionOn(version, displayDate(publishedAt));
  return season ? `${shown} (${season})` : shown;
}

function PageTables({ group }: { group: ContentPageGroup }) {
  const headingId = `page-${group.page.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <section className="content-page-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{TEXTS.pageHeading(group.page)}</h2>
      <p>
        <a href={group.page} target="_blank" rel="noopener noreferrer">
          {TEXTS.openPublicPage(group.page)}
          <span className="visually-hidden"> {TEXTS.newTab}</span>
        </a>
      </p>
      <table>
        <caption className="visually-hidden">{TEXTS.pageHeading(group.page)}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXTS.tableColumn}</th>
            <th scope="col">{TEXTS.publishedColumn}</th>
            <th scope="col">{TEXTS.draftColumn}</th>
            <th scope="col">{TEXTS.actionsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {group.tables.map((table) => (
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
    </section>
  );
}

/** The site's tables, grouped by the public page each appears on. */
export default function SiteContentPage() {
  const [groups, setGroups] = useState<ContentPageGroup[]>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchContentPages()
      .then((received) => {
        if (live) setGroups(received);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        toast.error(messageOf(error, TEXTS.loadFailed));
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <article className="manager site-content">
      <h1>{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      <div aria-busy={!groups && !failed}>
        {groups ? (
          groups.map((group) => <PageTables key={group.page} group={group} />)
        ) : (
          <p role="status" className="list-state">
            {failed ? TEXTS.loadFailed : TEXTS.loading}
          </p>
        )}
      </div>
    </article>
  );
}
