import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isPlaceholder } from '../../content/content-types';
import { POLICY_PAGES, sectionId, type PolicySection } from '../../content/policies';
import { LinkedSectionView } from '../../features/content/components/LinkedSections';
import { PageTitle } from '../../layout/PageTitle';

/**
 * The list of the page's sections at its top. Plain fragment links rather than router links: the browser
 * itself moves to the section, with or without script.
 */
function PageContents({ sections }: { sections: readonly PolicySection[] }) {
  const { t } = useTranslation();
  return (
    <nav className="page-contents" aria-labelledby="page-contents-title">
      <h2 id="page-contents-title">{t('onThisPage')}</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.heading}>
            <a href={`#${sectionId(section.heading)}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The website policies, terms, disclaimer, accessibility statement and help share one shape; the path picks the page. */
export default function PolicyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = POLICY_PAGES.find((candidate) => candidate.path === pathname.replace(/\/+$/, ''));
  return (
    <article>
      <PageTitle />
      {page?.contents && <PageContents sections={page.sections} />}
      {page?.sections.map((section) => (
        <LinkedSectionView key={section.heading} section={section} id={sectionId(section.heading)}>
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
