import { countCards } from '../../features/dashboard/count-cards';
import { BookingTodayCounts } from '../../features/dashboard/components/BookingTodayCounts';
import { CountsChart } from '../../features/dashboard/components/CountsChart';
import { RecentActivity } from '../../features/dashboard/components/RecentActivity';
import { SiteContentCounts } from '../../features/dashboard/components/SiteContentCounts';
import { useDashboard } from '../../features/dashboard/hooks/use-dashboard';
import './dashboard-home.css';

export default function DashboardHomePage() {
  const { counts, activity, failed } = useDashboard();
  return (
    <article className="dashboard-home">
      <h1>Dashboard</h1>
      <section aria-labelledby="counts-title">
        <h2 id="counts-title" className="visually-hidden">
          Counts
        </h2>
        {counts ? (
          <ul className="count-cards">
            {countCards(counts).map((card) => (
              <li key={card.label} className="count-card">
                <span className="count-label">{card.label}</span>
                <span className="count-value">{card.value ?? 'Not available'}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">{failed.counts ? 'The counts could not be loaded.' : 'Loading…'}</p>
        )}
      </section>
      {counts && <SiteContentCounts counts={counts.siteContent} />}
      <BookingTodayCounts />
      {counts && <CountsChart counts={counts.counts} />}
      {activity ? (
        <RecentActivity items={activity} />
      ) : (
        <p role="status">{failed.activity ? 'The recent activity could not be loaded.' : 'Loading recent activity…'}</p>
      )}
    </article>
  );
}
