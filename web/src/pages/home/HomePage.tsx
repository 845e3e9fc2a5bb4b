import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import logoPlaceholder from '../../assets/logo-placeholder.svg';
import { HOME } from '../../content/home';
import { ExternalLink } from '../../features/documents/components/ExternalLink';
import { PdfLink } from '../../features/documents/components/PdfLink';
import { Loading } from '../../features/api/components/Loading';
import { Carousel } from '../../features/media/components/Carousel';
import { GalleryStrip } from '../../features/media/components/GalleryStrip';
import { useImages } from '../../features/media/hooks/use-images';
import { DocumentLinks } from '../../features/notifications/components/DocumentList';
import { useHomeNotifications } from '../../features/notifications/hooks/use-home-notifications';
import { ROUTES } from '../../routes';

export const HOME_NEWS_LIMIT = 5;

function LatestNews() {
  const { t } = useTranslation();
  const { data, loading } = useHomeNotifications();
  return (
    <section className="card" aria-labelledby="latest-news-heading">
      <h2 id="latest-news-heading">{t('latestNews')}</h2>
      {loading ? (
        <Loading />
      ) : data.length === 0 ? (
        <p>{t('toBeUpdated')}</p>
      ) : (
        <DocumentLinks items={data.slice(0, HOME_NEWS_LIMIT)} className="news-list" />
      )}
      {data.length > HOME_NEWS_LIMIT && <Link to={ROUTES.latestNews}>{t('viewAll')}</Link>}
    </section>
  );
}

function QuickLinks() {
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
        {HOME.policyLinks.map((link) => (
          <li key={link.href}>
            <PdfLink href={link.href} bytes={link.bytes}>
              {link.label}
            </PdfLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Others() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="others-heading">
      <h2 id="others-heading">{t('others')}</h2>
      <ul className="others-list">
        {HOME.otherLinks.map((link) => (
          <li key={link.label}>
            <ExternalLink href={link.href} className="others-link">
              <img src={logoPlaceholder} width={48} height={48} alt="" />
              <span>{link.label}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const carousel = useImages('Home Corousel');
  const gallery = useImages('Photo Gallery');
  return (
    <div className="home">
      <h1 className="home-heading">{t('welcome')}</h1>
      <Carousel images={carousel.data} loading={carousel.loading} />
      <div className="home-cards">
        <LatestNews />
        <QuickLinks />
        <Others />
      </div>
      <section aria-labelledby="about-heading">
        <h2 id="about-heading">{t('aboutUs')}</h2>
        {HOME.aboutSummary.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Link to={ROUTES.aboutUs}>{t('seeMore')}</Link>
      </section>
      <section aria-labelledby="gallery-heading">
        <h2 id="gallery-heading">{t('photoGallery')}</h2>
        <GalleryStrip images={gallery.data} loading={gallery.loading} />
        <Link to={ROUTES.photoGallery}>{t('viewAll')}</Link>
      </section>
    </div>
  );
}
