import type { NamedCount } from '@seedcorp/contracts';

/**
 * The site's tables beside the spec's four cards, not as a fifth: how many there are, and how many drafts wait for
 * an administrator to publish them.
 */
export function SiteContentCounts({ counts }: { counts: NamedCount[] | null }) {
  return (
    <section className="site-content-counts" aria-labelledby="site-content-title">
      <h2 id="site-content-title">Site content</h2>
      {counts ? (
        <dl>
          {counts.map((entry) => (
            <div key={entry.name}>
              <dt>{entry.name}</dt>
              <dd>{entry.count}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>The site content counts could not be loaded.</p>
      )}
    </section>
  );
}
