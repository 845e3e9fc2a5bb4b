import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { FEED_LANGUAGES, FEED_NAMES, FEED_TITLE_KEYS, feedPath } from '../../features/feeds/site-feeds';
import { sitemapTree, type SitemapNode } from '../../features/navigation/sitemap-tree';
import { DATA_CATALOGUE_PATH } from '../../features/open-data/data-addresses';
import { PageTitle } from '../../layout/PageTitle';
import { usePageName } from '../../features/content/page-titles';
import { ROUTE_TABLE } from '../../routes';

const TREE = sitemapTree(ROUTE_TABLE);

function Branch({ nodes }: { nodes: readonly SitemapNode[] }) {
  const pageName = usePageName();
  return (
    <ul>
      {nodes.map((node) => {
        const label = node.key ? pageName(node.key) : node.fallback;
        return (
          <li key={node.path}>
            {node.page ? <Link to={node.path}>{label}</Link> : <span className="sitemap-section">{label}</span>}
            {node.children.length > 0 && <Branch nodes={node.children} />}
          </li>
        );
      })}
    </ul>
  );
}

/** Every page of the route table, nested by path; then the feeds, in both languages, and the open-data catalogue. */
export default function SitemapPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <nav aria-label={t('/sitemap')} className="sitemap">
        <Branch nodes={TREE} />
      </nav>
      <section aria-labelledby="sitemap-feeds" className="sitemap">
        <h2 id="sitemap-feeds">{t('feeds')}</h2>
        <ul>
          {FEED_NAMES.flatMap((name) =>
            FEED_LANGUAGES.map((language) => (
              <li key={feedPath(name, language)}>
                <a href={feedPath(name, language)} hrefLang={language} type="application/rss+xml">
                  {t(language === 'hi' ? 'feedInHindi' : 'feedInEnglish', { title: t(FEED_TITLE_KEYS[name]) })}
                </a>
              </li>
            )),
          )}
        </ul>
      </section>
      <section aria-labelledby="sitemap-open-data" className="sitemap">
        <h2 id="sitemap-open-data">{t('openData')}</h2>
        <ul>
          <li>
            <a href={DATA_CATALOGUE_PATH} type="application/json">
              {t('openDataCatalogue')}
            </a>
          </li>
        </ul>
      </section>
    </article>
  );
}
