import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { sitemapTree, type SitemapNode } from '../../features/navigation/sitemap-tree';
import { PageTitle } from '../../layout/PageTitle';
import { ROUTE_TABLE } from '../../routes';

const TREE = sitemapTree(ROUTE_TABLE);

function Branch({ nodes }: { nodes: readonly SitemapNode[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {nodes.map((node) => {
        const label = node.key ? t(node.key) : node.fallback;
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

/** Every page of the route table, nested by path. */
export default function SitemapPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <nav aria-label={t('/sitemap')} className="sitemap">
        <Branch nodes={TREE} />
      </nav>
    </article>
  );
}
