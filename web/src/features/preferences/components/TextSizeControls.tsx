import { useTranslation } from '../../../i18n/translation';
import { changeFontSize, FONT_SIZE, useFontSize } from '../preferences-store';
import { defineIsland } from '../../../islands/island';

function TextSizeControls() {
  const { t } = useTranslation();
  const size = useFontSize();
  return (
    <div role="group" aria-label={t('textSize')} className="text-size">
      <button type="button" aria-disabled={size <= FONT_SIZE.min} onClick={() => changeFontSize('smaller')}>
        A-<span className="visually-hidden"> {t('textSmaller')}</span>
      </button>
      <button type="button" onClick={() => changeFontSize('reset')}>
        A<span className="visually-hidden"> {t('textReset')}</span>
      </button>
      <button type="button" aria-disabled={size >= FONT_SIZE.max} onClick={() => changeFontSize('larger')}>
        A+<span className="visually-hidden"> {t('textLarger')}</span>
      </button>
    </div>
  );
}

export const TextSizeControlsIsland = defineIsland('textSize', TextSizeControls, [
  'textSize',
  'textSmaller',
  'textReset',
  'textLarger',
]);
