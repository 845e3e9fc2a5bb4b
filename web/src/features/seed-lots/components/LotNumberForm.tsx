import { useTranslation } from '../../../i18n/translation';

/**
 * The lot number on a bag's tag, asked for with a plain form: it works with no script at all, and the site answers
 * its address (`/verify?lot=`) with the lot's own page (`/verify/<lot>`).
 */
export function LotNumberForm({ written, problem }: { written?: string; problem?: string }) {
  const { t } = useTranslation();
  return (
    <form method="get" action="/verify" className="lot-form">
      <label htmlFor="lot-number">{t('lotNumberLabel')}</label>
      <p id="lot-number-hint" className="field-hint">
        {t('lotNumberHint')}
      </p>
      {problem && (
        <p id="lot-number-problem" className="field-problem" role="alert">
          {problem}
        </p>
      )}
      <input
        id="lot-number"
        name="lot"
        type="text"
        inputMode="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={40}
        defaultValue={written}
        aria-describedby={problem ? 'lot-number-hint lot-number-problem' : 'lot-number-hint'}
        aria-invalid={problem ? true : undefined}
      />
      <button type="submit">{t('lotCheckSubmit')}</button>
    </form>
  );
}
