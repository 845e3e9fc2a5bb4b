import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isPlaceholder } from '../../content/content-types';
import { POLICY_PAGES } from '../../content/policies';
import { LinkedSectionView } from '../../features/content/components/LinkedSections';
import { PageTitle } from '../../layout/PageTitle';

/** The website policies, terms, disclaimer, accessibility statement and help share one shape; the path picks the page. */
export default function PolicyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = POLICY_PAGES.find((candidate) => candidate.path === pathname.replace(/\/+$/, ''));
  return (
    <article>
      <PageTitle />
      {page?.sections.map((section) => (
        <LinkedSectionView key={section.heading} section={section}>
          {section.contact && (
            <p>
              {t('policyContact')}:{' '}
              {isPlaceholder(section.contact) ? (
                <span className="placeholder-text">{section.contact}</span>
              ) : (
                section.contact
              )}
            </p>
          )}
        </LinkedSectionView>
      ))}
    </article>
  );
}
