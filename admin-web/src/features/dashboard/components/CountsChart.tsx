import type { NamedCount } from '@seedcorp/contracts';
import type { ReceivedCounts } from '../count-cards';
import './dashboard-panels.css';

type CardCounts = ReceivedCounts['counts'];

const GROUPS: { title: string; pick: (counts: CardCounts) => NamedCount[] }[] = [
  { title: 'Images', pick: (counts) => counts.galleryCounts },
  { title: 'Notifications', pick: (counts) => counts.notificationCounts },
  { title: 'Directory links', pick: (counts) => counts.linkCounts },
];

/** Bars of the counts by location; every bar carries its number as text, so nothing is told by length alone. */
export function CountsChart({ counts }: { counts: CardCounts }) {
  const largest = Math.max(1, ...GROUPS.flatMap((group) => group.pick(counts).map((entry) => entry.count)));
  return (
    <section className="counts-chart" aria-labelledby="counts-chart-title">
      <h2 id="counts-chart-title">Counts by location</h2>
      {GROUPS.map((group) => {
        const entries = group.pick(counts);
        return (
          <div key={group.title} className="chart-group">
            <h3>{group.title}</h3>
            {entries.length === 0 ? (
              <p>No items to display</p>
            ) : (
              <ul>
                {entries.map((entry) => (
                  <li key={entry.name}>
                    <span className="chart-label">{entry.name}</span>
                    <span className="chart-bar" aria-hidden="true">
                      <span style={{ width: `${(entry.count / largest) * 100}%` }} />
                    </span>
                    <span className="chart-value">{entry.count}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
