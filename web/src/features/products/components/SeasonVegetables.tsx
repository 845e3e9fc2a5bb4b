import type { ContentRow, PublicContentTable } from '@seedcorp/contracts';
import {
  cellText,
  isContentPlaceholder,
  TABLE_TEXTS,
  type ContentLanguage,
} from '@seedcorp/web-shared/content/cell-format';
import { PublishedNotes } from '@seedcorp/web-shared/content/PublishedTable';
import { useTranslation } from '../../../i18n/translation';
import pictureToBeSupplied from '../../../assets/picture-to-be-supplied.svg?no-inline';
import { PICTURE_SLOT } from '../../../content/vegetables';
import type { TableView } from '../../content/components/SiteTable';

/** A row's cell as text in the page's language, or undefined when the cell is empty. */
function textOf(table: PublicContentTable, row: ContentRow, key: string, language: ContentLanguage) {
  const column = table.columns.find((candidate) => candidate.key === key);
  const value = row[key];
  if (!column || value === null || value === undefined) return undefined;
  if (isContentPlaceholder(value)) return TABLE_TEXTS[language].notStated;
  return cellText(value, column, language) || undefined;
}

/** The box is reserved before the picture loads, so nothing below it moves. */
function VegetablePicture({ src, name }: { src: string | undefined; name: string }) {
  const { t } = useTranslation();
  const pending = src === undefined;
  return (
    <figure className="vegetable-picture">
      <img
        src={pending ? pictureToBeSupplied : src}
        alt={pending ? t('picturePendingAlt', { name }) : name}
        width={PICTURE_SLOT.width}
        height={PICTURE_SLOT.height}
        loading="lazy"
        decoding="async"
      />
      {pending && <figcaption className="placeholder-text">{t('picturePending')}</figcaption>}
    </figure>
  );
}

/** Every vegetable of the table, each with its picture and the variety names known so far, then the marker. */
function VegetableCards({ table, language }: { table: PublicContentTable; language: ContentLanguage }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="vegetable-list" aria-label={table.caption[language] || table.caption.en}>
        {table.rows.map((row, index) => {
          const name = textOf(table, row, 'vegetable', language) ?? '';
          const picture = row.picture;
          // Varieties marked as a whole leave nothing known; otherwise the names known, then what is still to come.
          const rest = isContentPlaceholder(row.varieties) ? 'varieties' : 'otherVarieties';
          const known = rest === 'varieties' ? [] : (textOf(table, row, 'varieties', language)?.split(/\s*,\s*/) ?? []);
          const restText = textOf(table, row, rest, language);
          return (
            <li key={index} className="vegetable">
              <h2>{name}</h2>
              <VegetablePicture
                src={typeof picture === 'string' && !isContentPlaceholder(picture) ? picture : undefined}
                name={name}
              />
              <h3>{t('varieties')}</h3>
              <ul className="variety-names">
                {known.map((variety) => (
                  <li key={variety}>{variety}</li>
                ))}
                {restText && (
                  <li className={isContentPlaceholder(row[rest]) ? 'placeholder-text' : undefined}>{restText}</li>
                )}
              </ul>
            </li>
          );
        })}
      </ul>
      <PublishedNotes notes={table.notes} language={language} />
    </>
  );
}

/** A season's vegetables, laid out as a card for each vegetable rather than a wide table. */
export const vegetableCards: TableView = (table, language) => <VegetableCards table={table} language={language} />;
