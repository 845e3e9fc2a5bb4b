import type { PublicContentTable } from '@seedcorp/contracts';
import { cellText, isContentPlaceholder } from '@seedcorp/web-shared/content/cell-format';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router-dom';
import type { Season } from '../../../content/content-types';
import { cropsOfSeason, cropVarietiesTableKey, type Crop } from '../../../content/crops';
import { usePublishedTable } from '../../content/use-page-words';
import { useContentLanguage } from '../../content/use-content-language';

/** The varieties a crop's published table names, in its order; a variety still to be named is left out. */
function namedVarieties(table: PublicContentTable | undefined, language: 'en' | 'hi'): string[] {
  const column = table?.columns.find((candidate) => candidate.key === 'variety');
  if (!table || !column) return [];
  return table.rows.flatMap((row) => {
    const value = row.variety;
    if (value === null || value === undefined || isContentPlaceholder(value)) return [];
    const text = cellText(value, column, language);
    return text ? [text] : [];
  });
}

function SeasonCrop({ crop }: { crop: Crop }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { data: table } = usePublishedTable(cropVarietiesTableKey(crop.slug));
  return (
    <section className="season-crop" aria-labelledby={`crop-${crop.slug}`}>
      <h2 id={`crop-${crop.slug}`}>{t(crop.path)}</h2>
      <ul className="variety-names">
        {namedVarieties(table, language).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p>
        <Link to={crop.path}>
          {t('viewMore')}
          {/* Every crop has a "View more" link: the hidden name tells them apart when read out of context. */}
          <span className="visually-hidden">{t('viewMoreOf', { name: t(crop.path) })}</span>
        </Link>
      </p>
    </section>
  );
}

/**
 * Each crop of a season with the varieties its published table names (one source: a variety an administrator adds
 * shows here and on the crop's page), and a link to the crop's own page.
 */
export function SeasonCrops({ season }: { season: Season }) {
  return (
    <>
      {cropsOfSeason(season).map((crop) => (
        <SeasonCrop key={crop.slug} crop={crop} />
      ))}
    </>
  );
}
