import { useTranslation } from '../../i18n/translation';
import { Link, useLocation } from 'react-router-dom';
import { CROP_SEASON_PATHS, cropVarietiesTableKey, findCropAtPath } from '../../content/crops';
import { SiteTable } from '../../features/content/components/SiteTable';
import { PageTitle } from '../../layout/PageTitle';
import NotFoundPage from '../errors/NotFoundPage';

/** Every crop's page: the route table gives each crop its path, and the path names the crop. */
export default function CropPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crop = findCropAtPath(pathname);
  if (!crop) return <NotFoundPage />;
  const seasonPath = CROP_SEASON_PATHS[crop.season];
  return (
    <article>
      <PageTitle />
      <SiteTable tableKey={cropVarietiesTableKey(crop.slug)} />
      <p>
        <Link to={seasonPath}>{t('backTo', { page: t(seasonPath) })}</Link>
      </p>
    </article>
  );
}
