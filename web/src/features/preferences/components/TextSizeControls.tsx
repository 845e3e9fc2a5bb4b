import { useTranslation } from 'react-i18next';
import { changeFontSize, FONT_SIZE, useFontSize } from '../preferences-store';

export function TextSizeControls() {
  const { t } = useTranslation();
  const size = useFontSize();
  return (
    <div role="group" aria-label={t('textSize')} className="text-size">
      <button
        type="button"
        aria-label={t('textSmaller')}
        aria-disabled={size <= FONT_SIZE.min}
        onClick={() => changeFontSize('smaller')}
      >
        A-
      </button>
      <button type="button" aria-label={t('textReset')} onClick={() => changeFontSize('reset')}>
        A
      </button>
      <button
        type="button"
        aria-label={t('textLarger')}
        aria-disabled={size >= FONT_SIZE.max}
        onClick={() => changeFontSize('larger')}
      >
        A+
      </button>
    </div>
  );
}
