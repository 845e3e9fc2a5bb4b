import {
  FINANCE_FIGURES,
  FINANCE_TEXTS,
  FINANCIAL_RESULTS,
  GST_REGISTRATION,
  REGISTRATIONS_HEADING,
  RESULTS_HEADING,
  TAX_REGISTRATION,
} from '../../content/organisation';
import { ContentTable } from '../../features/content/components/ContentTable';
import { LinkedSectionView } from '../../features/content/components/LinkedSections';
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
        <ContentTable table={FINANCIAL_RESULTS} />
      </section>
      <LinkedSectionView section={FINANCE_TEXTS.auditNotes} />
      <section>
        <h2>{REGISTRATIONS_HEADING}</h2>
        <ContentTable table={TAX_REGISTRATION} />
        <ContentTable table={GST_REGISTRATION} />
      </section>
      <LinkedSectionView section={FINANCE_TEXTS.mainBankers} />
      <LinkedSectionView section={FINANCE_TEXTS.providentFund} />
    </article>
  );
}
