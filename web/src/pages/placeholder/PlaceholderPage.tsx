import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../layout/PageTitle';

/** A page of the route table whose content is still to be written. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <p>{t('placeholderText')}</p>
    </article>
  );
}
