import type { NamedCount } from '@seedcorp/contracts';
import { Link } from 'react-router-dom';
import { mayOpenAddress } from '../../../screens';
import { useSessionAdmin } from '../../session/session-admin';
import { siteContentCards } from '../count-cards';
import './site-content-counts.css';

/**
 * The site's content below the spec's four cards, not among them: the tables and their drafts waiting to be
 * published, the items whose Hindi is out of date or missing, and the placeholders left to fill. Each count is a
 * small card whose name leads to the list of what it counts, where the admin's role may open that list.
 */
export function SiteContentCounts({ counts }: { counts: NamedCount[] | null }) {
  const { role } = useSessionAdmin();
  return (
    <section className="site-content-counts" aria-labelledby="site-content-title">
      <h2 id="site-content-title">Site content</h2>
      {counts ? (
        <dl>
          {siteContentCards(counts).map((card) => (
            <div key={card.label} className="content-count">
              <dt>{mayOpenAddress(role, card.to) ? <Link to={card.to}>{card.label}</Link> : card.label}</dt>
              <dd>{card.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>The site content counts could not be loaded.</p>
      )}
    </section>
  );
}
