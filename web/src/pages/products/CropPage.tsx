import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CROP_SEASON_PATHS, cropTable, findCropAtPath } from '../../content/crops';
import { ContentTable } from '../../features/content/components/ContentTable';
import { Paragraph } from '../../features/content/components/ContentText';
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
      {crop.missingVarieties && <Paragraph text={crop.missingVarieties.note} />}
      <ContentTable table={cropTable(crop)} />
      <p>
        <Link to={seasonPath}>{t('backTo', { page: t(seasonPath) })}</Link>
      </p>
    </article>
  );
}
