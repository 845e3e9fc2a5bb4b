import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SITE_TABLES } from '../../content/site-tables';
import { HYBRID_VEGETABLE_SEED_SUBSIDY_TEXT, VEGETABLE_SCHEME_HEADINGS } from '../../content/subsidies';
import { VEGETABLES_PATH } from '../../content/vegetables';
import { SiteTables } from '../../features/content/components/SiteTable';
import { PageTitle } from '../../layout/PageTitle';

export default function SchemesPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <section>
        <h2>{VEGETABLE_SCHEME_HEADINGS.hybridSeed}</h2>
        <p>{HYBRID_VEGETABLE_SEED_SUBSIDY_TEXT}</p>
      </section>
      <section>
        <h2>{VEGETABLE_SCHEME_HEADINGS.productionAssistance}</h2>
        <SiteTables tables={SITE_TABLES.vegetableSchemes} />
      </section>
      <p>
        <Link to={VEGETABLES_PATH}>{t('backTo', { page: t(VEGETABLES_PATH) })}</Link>
      </p>
    </article>
  );
}
