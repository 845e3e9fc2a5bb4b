import { FINANCE_FIGURES, FINANCE_TEXTS, REGISTRATIONS_HEADING, RESULTS_HEADING } from '../../content/organisation';
import { SITE_TABLES } from '../../content/site-tables';
import { LinkedSectionView } from '../../features/content/components/LinkedSections';
import { SiteTables } from '../../features/content/components/SiteTable';
import { PageTitle } from '../../layout/PageTitle';

export default function FinancePage() {
  return (
    <article>
      <PageTitle />
      <section>
        <h2>{FINANCE_FIGURES.heading}</h2>
        <dl className="figures">
          {FINANCE_FIGURES.rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h2>{RESULTS_HEADING}</h2>
        <SiteTables tables={SITE_TABLES.financialResults} />
      </section>
      <LinkedSectionView section={FINANCE_TEXTS.auditNotes} />
      <section>
        <h2>{REGISTRATIONS_HEADING}</h2>
        <SiteTables tables={SITE_TABLES.registrations} />
      </section>
      <LinkedSectionView section={FINANCE_TEXTS.mainBankers} />
      <LinkedSectionView section={FINANCE_TEXTS.providentFund} />
    </article>
  );
}
