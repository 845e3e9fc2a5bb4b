import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Season } from '../../../content/content-types';
import { choicePageVarieties, cropsOfSeason } from '../../../content/crops';

/** Each crop of a season with the varieties the season page names, and a link to the crop's own page. */
export function SeasonCrops({ season }: { season: Season }) {
  const { t } = useTranslation();
  return (
    <>
      {cropsOfSeason(season).map((crop) => (
        <section key={crop.slug} className="season-crop" aria-labelledby={`crop-${crop.slug}`}>
          <h2 id={`crop-${crop.slug}`}>{crop.name}</h2>
          <ul className="variety-names">
            {choicePageVarieties(crop).map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p>
            <Link to={crop.path}>
              {t('viewMore')}
              {/* Every crop has a "View more" link: the hidden name tells them apart when read out of context. */}
              <span className="visually-hidden">{t('viewMoreOf', { name: crop.name })}</span>
            </Link>
          </p>
        </section>
      ))}
    </>
  );
}
