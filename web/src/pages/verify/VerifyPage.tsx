import { useLocation } from 'react-router-dom';
import { LotNumberForm } from '../../features/seed-lots/components/LotNumberForm';
import { useTranslation } from '../../i18n/translation';
import { PageTitle } from '../../layout/PageTitle';

/**
 * Where a farmer checks a bag of seed: the lot number typed from its tag, or the tag's QR code scanned with the
 * phone's camera, which opens the lot's page by itself. `?lot=` that names no lot number is asked for again.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const written = new URLSearchParams(useLocation().search).get('lot') ?? undefined;
  return (
    <article className="lot-check">
      <PageTitle />
      <p>{t('lotCheckIntro')}</p>
      <p>{t('lotCheckScan')}</p>
      <LotNumberForm written={written} problem={written === undefined ? undefined : t('lotNumberProblem')} />
    </article>
  );
}
