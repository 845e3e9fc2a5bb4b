import { useTranslation } from 'react-i18next';
import pictureToBeSupplied from '../../../assets/picture-to-be-supplied.svg?no-inline';
import { isPlaceholder, type Season } from '../../../content/content-types';
import { VEGETABLES_OF_SEASON, varietyNames, type Vegetable } from '../../../content/vegetables';

function VegetablePicture({ vegetable }: { vegetable: Vegetable }) {
  const { t } = useTranslation();
  const { src, alt, width, height } = vegetable.picture;
  const pending = isPlaceholder(src);
  return (
    <figure className="vegetable-picture">
      <img
        src={pending ? pictureToBeSupplied : src}
        alt={pending ? t('picturePendingAlt', { name: alt }) : alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      {pending && <figcaption className="placeholder-text">{t('picturePending')}</figcaption>}
    </figure>
  );
}

/** Every vegetable of a season, each with its picture and the variety names known so far. */
export function SeasonVegetables({ season }: { season: Season }) {
  const { t } = useTranslation();
  return (
    <ul className="vegetable-list">
      {VEGETABLES_OF_SEASON[season].map((vegetable) => (
        <li key={vegetable.name} className="vegetable">
          <h2>{vegetable.name}</h2>
          <VegetablePicture vegetable={vegetable} />
          <h3>{t('varieties')}</h3>
          <ul className="variety-names">
            {varietyNames(vegetable).map((name) => (
              <li key={name} className={isPlaceholder(name) ? 'placeholder-text' : undefined}>
                {name}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
