import { latestOfEachRateList, type AdminContentTable, type EarlierRateList } from '@seedcorp/contracts';
import { EarlierRateLists, PublishedTable, type ShownTable } from '@seedcorp/web-shared/content/PublishedTable';
import { useEffect, useState } from 'react';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import { fetchContentPages, fetchContentTable, fetchEarlierRateLists } from '../api/site-content-api';
import { PreviewFrame } from './PreviewFrame';
import '@seedcorp/web-shared/content/published-table.css';
import './page-preview.css';

const TEXTS = SITE_CONTENT_TEXTS.preview;

/** Each table of the page in page order: the edited one as it stands, the others as published. */
async function pageTables(edited: ShownTable, page: string): Promise<ShownTable[]> {
  const group = (await fetchContentPages()).find((candidate) => candidate.page === page);
  const keys = group?.tables.map((table) => table.key) ?? [edited.key];
  const tables = await Promise.all(
    keys.map(async (key): Promise<ShownTable | undefined> => {
      if (key === edited.key) return edited;
      const table: AdminContentTable = await fetchContentTable(key);
      return table.published ? { ...table, ...table.published } : undefined;
    }),
  );
  return tables.filter((table): table is ShownTable => table !== undefined);
}

/**
 * The earlier lists the page will show once the edited rate list is published: the published one joins them
 * unless the edited list keeps its season and date (a correction), by the service's own rule.
 */
async function earlierAfterPublishing(edited: ShownTable): Promise<EarlierRateList[]> {
  if (edited.kind !== 'rateList') return [];
  const [table, earlier] = await Promise.all([fetchContentTable(edited.key), fetchEarlierRateLists(edited.key)]);
  const published: EarlierRateList[] = table.published
    ? [
        {
          ...table.published,
          season: table.published.season ?? '',
          effectiveFrom: table.published.effectiveFrom ?? null,
        },
      ]
    : [];
  // The edited list comes first, as the newest: it is the current list once published.
  const editedTerms = { season: edited.season ?? '', effectiveFrom: edited.effectiveFrom ?? null };
  return latestOfEachRateList([editedTerms, ...published, ...earlier]).filter(
    (list): list is EarlierRateList => list !== editedTerms,
  );
}

interface PagePreviewProps {
  /** The edited table with the grid's rows and terms in place of the saved ones. */
  edited: ShownTable;
  page: string;
  onClose: () => void;
}

/**
 * The page's tables as the public page will show them once the edited table is published, drawn by the site's own
 * table component, and clearly marked as a preview.
 */
export function PagePreview({ edited, page, onClose }: PagePreviewProps) {
  const [others, setOthers] = useState<{ tables?: ShownTable[]; earlier?: EarlierRateList[]; failed?: boolean }>({});

  useEffect(() => {
    let live = true;
    Promise.all([pageTables(edited, page), earlierAfterPublishing(edited)])
      .then(([tables, earlier]) => {
        if (live) setOthers({ tables, earlier });
      })
      .catch(() => {
        if (live) setOthers({ failed: true });
      });
    return () => {
      live = false;
    };
  }, [edited, page]);

  const tables = others.tables ?? [edited];
  return (
    <PreviewFrame title={TEXTS.title(page)} texts={TEXTS} onClose={onClose}>
      {(language) => (
        <>
          {!others.tables && !others.failed && <p role="status">{TEXTS.loading}</p>}
          {others.failed && <p role="status">{TEXTS.otherFailed}</p>}
          <div className="page-preview" lang={language}>
            {tables.map((table) => (
              <div key={table.key} className={table.key === edited.key ? 'preview-edited' : undefined}>
                <PublishedTable table={table} language={language} />
                {table.key === edited.key && (
                  <EarlierRateLists table={table} earlier={others.earlier ?? []} language={language} />
                )}
              </div>
            ))}
          </div>
        </>
      )}
    </PreviewFrame>
  );
}
