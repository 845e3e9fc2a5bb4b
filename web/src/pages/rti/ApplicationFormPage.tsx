import { useTranslation } from '../../i18n/translation';
import { WordsArticle } from '../../features/content/components/PageWords';

/** A template to print and fill in by hand: it has no input fields and sends nothing. */
export default function ApplicationFormPage() {
  const { t } = useTranslation();
  return (
    <WordsArticle
      className="form-template"
      before={() => (
        <p className="no-print">
          <button type="button" className="print-button" onClick={() => window.print()}>
            {t('printForm')}
          </button>
        </p>
      )}
    />
  );
}
