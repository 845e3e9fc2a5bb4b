import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import logoPlaceholder from '../../assets/logo-placeholder.svg';
import type { PublicNotificationItem } from '@seedcorp/contracts';
import { HOME } from '../../content/home';
import type { PageRead } from '../../features/api/page-loader';
import { usePageReads } from '../../features/api/use-page-reads';
import { isContentPlaceholder, TABLE_TEXTS } from '@seedcorp/web-shared/content/cell-format';
import { LastUpdated, PageBlocks } from '@seedcorp/web-shared/content/PageBlocks';
import { settingText, useSiteSettings } from '../../features/content/use-site-settings';
import { routerLink } from '../../features/content/components/router-link';
import { usePageWords } from '../../features/content/use-page-words';
import { useContentLanguage } from '../../features/content/use-content-language';
import { ExternalLink } from '../../features/documents/components/ExternalLink';
import { PdfLink } from '../../features/documents/components/PdfLink';
import { LoadedList } from '../../features/api/components/LoadedList';
import { CarouselIsland, GalleryStripIsland } from '../../features/media/components/image-islands';
import { DocumentLinks } from '../../features/notifications/components/DocumentList';
import { useDocumentSection } from '../../features/notifications/hooks/use-document-section';
import { ROUTES } from '../../route-paths';
import type { HOME_PAGE } from './pages';

export const HOME_NEWS_LIMIT = 5;

/**
 * A policy the corporation publishes as a PDF in a notification section named as its link reads; the link opens the
 * latest.
 */
interface PolicyDocument {
  label: string;
  documents: PageRead<PublicNotificationItem[]>;
}

/** 'See More' and 'View All' name what they lead to, for a reader who meets them out of context (WCAG 2.4.4). */
function MoreLink({ to, text, about }: { to: string; text: string; about: string }) {
  return (
    <Link to={to} className="more-link">
      {text}
      <span className="visually-hidden">: {about}</span>
    </Link>
  );
}

function LatestNews({ news }: { news: PageRead<PublicNotificationItem[]> }) {
  const { t } = useTranslation();
  const { data, loading } = useDocumentSection(news);
  return (
    <section className="card" aria-labelledby="latest-news-heading">
      <h2 id="latest-news-heading">{t('latestNews')}</h2>
      <LoadedList loading={loading} items={data} emptyText={t('toBeUpdated')}>
        {(items) => <DocumentLinks items={items.slice(0, HOME_NEWS_LIMIT)} className="news-list" />}
      </LoadedList>
      {data.length > HOME_NEWS_LIMIT && <MoreLink to={ROUTES.latestNews} text={t('viewAll')} about={t('latestNews')} />}
    </section>
  );
}

/** The latest document an administrator published for the policy; until there is one, the card says so. */
function PolicyDocumentLink({ policy }: { policy: PolicyDocument }) {
  const { t } = useTranslation();
  const { data, loading } = useDocumentSection(policy.documents);
  const latest = data[0];
  if (latest) {
    return (
      <PdfLink href={latest.url} bytes={latest.bytes}>
        {policy.label}
      </PdfLink>
    );
  }
  return <span className="unpublished">{loading ? policy.label : t('notPublishedYet', { name: policy.label })}</span>;
}

function QuickLinks({ policies }: { policies: readonly PolicyDocument[] }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="quick-links-heading">
      <h2 id="quick-links-heading">{t('quickLinks')}</h2>
      <ul>
        {HOME.quickLinks.map((path) => (
          <li key={path}>
            <Link to={path}>{t(path)}</Link>
          </li>
        ))}
        {policies.map((policy) => (
          <li key={policy.label}>
            <PolicyDocumentLink policy={policy} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The 'Others' card: the portal links of the site settings, each a link once its address is supplied. */
function Others() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const language = useContentLanguage();
  return (
    <section className="card" aria-labelledby="others-heading">
      <h2 id="others-heading">{t('others')}</h2>
      <ul className="others-list">
        {settings?.portalLinks.map((link) => {
          const label = settingText(settings, `portalLinks.${link.id}.label`, link.label, language);
          const picture = <img src={link.image?.url ?? logoPlaceholder} width={48} height={48} alt="" />;
          return (
            <li key={link.id}>
              {isContentPlaceholder(link.href) ? (
                <span className="others-link">
                  {picture}
                  <span>
                    {label}: <span className="placeholder-text">{TABLE_TEXTS[language].notStated}</span>
                  </span>
                </span>
              ) : (
                <ExternalLink href={link.href} className="others-link">
                  {picture}
                  <span>{label}</span>
                </ExternalLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The home page's words: its first heading is the page's own, the rest introduce the corporation. */
const WELCOME = 'welcome';

export default function HomePage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { data: words } = usePageWords();
  const reads = usePageReads<typeof HOME_PAGE>();
  const policies: PolicyDocument[] = [
    { label: 'CSR Policy', documents: reads.csrPolicy },
    { label: 'Vigil Mechanism Policy', documents: reads.vigilMechanismPolicy },
  ];
  const welcome = words?.blocks.find((block) => block.id === WELCOME);
  return (
    <div className="home">
      <h1 className="home-heading">
        {welcome?.type === 'heading' ? welcome.text[language] || welcome.text.en : t('welcome')}
      </h1>
      <CarouselIsland pictures={reads.carousel} />
      <div className="home-cards">
        <LatestNews news={reads.news} />
        <QuickLinks policies={policies} />
        <Others />
      </div>
      {words && (
        <section className="home-words">
          {/* The home page's words name no table nor the contact: its page stays free of their code. */}
          <PageBlocks
            blocks={words.blocks.filter((block) => block.id !== WELCOME)}
            language={language}
            link={(href, text) =>
              href.startsWith('/') ? <MoreLink to={href} text={String(text)} about={t(href)} /> : routerLink(href, text)
            }
            table={() => null}
            contact={() => null}
          />
        </section>
      )}
      <section aria-labelledby="gallery-heading">
        <h2 id="gallery-heading">{t('photoGallery')}</h2>
        <GalleryStripIsland pictures={reads.gallery} />
        <MoreLink to={ROUTES.photoGallery} text={t('viewAll')} about={t('photoGallery')} />
      </section>
      {words && <LastUpdated at={words.publishedAt} language={language} />}
    </div>
  );
}
