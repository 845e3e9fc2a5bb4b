import type { RecentActivityItem } from '@seedcorp/contracts';
import { displayDate, displayTime } from '../../ui/dates';
import './dashboard-panels.css';

export function RecentActivity({ items }: { items: RecentActivityItem[] }) {
  return (
    <section className="recent-activity" aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title">Recent Activity</h2>
      {items.length === 0 ? (
        <p>No items to display</p>
      ) : (
        <ol className="timeline">
          {items.map((item, index) => (
            <li key={`${item.lastActivity}-${index}`} className={`activity-${item.activityType.toLowerCase()}`}>
              <time dateTime={item.lastActivity}>
                <span className="activity-date">{displayDate(item.lastActivity)}</span>{' '}
                <span className="activity-time">{displayTime(item.lastActivity)}</span>
              </time>
              <span className="activity-source">{item.source}</span>
              <span className="activity-type">{item.activityType}</span>
              <span className="activity-details">{item.activityDetails}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
