import { STOCK_CHANGE_REASON_NAMES } from '@seedcorp/contracts';
import { useCallback } from 'react';
import { STOCK_TEXTS, stockMessage, type StockLanguage } from '../../../content/stock';
import { displayDateTime } from '../../ui/dates';
import { fetchStockHistory } from '../api/stock-api';
import { useLoaded } from '../../ui/hooks/use-loaded';

/**
 * Every change of a line, newest first: when, by whom (as they were named then), the bags before and after, why,
 * and the note. Each change is a small list of its own, which a phone shows whole without scrolling sideways.
 */
export function LineHistory({ lineKey, language }: { lineKey: string; language: StockLanguage }) {
  const texts = STOCK_TEXTS[language];
  const t = texts.historyOf;
  const load = useCallback(() => fetchStockHistory(lineKey), [lineKey]);
  const history = useLoaded(load);

  if (!history.value) {
    if (history.loading) {
      return (
        <p role="status" className="stock-state">
          {t.loading}
        </p>
      );
    }
    const reason = history.failure ? stockMessage(history.failure, language) : undefined;
    return (
      <div role="alert" className="stock-state">
        <p>
          {t.loadFailed} {reason && <span lang={reason.lang}>{reason.text}</span>}
        </p>
        <button type="button" onClick={history.retry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  const { changes } = history.value;
  if (changes.length === 0) return <p className="stock-state">{t.none}</p>;
  return (
    <ol className="stock-history" aria-label={t.caption}>
      {changes.map((change, index) => (
        <li key={`${change.at}-${index}`}>
          <dl>
            <div>
              <dt>{t.when}</dt>
              <dd>{displayDateTime(change.at)}</dd>
            </div>
            <div>
              <dt>{t.by}</dt>
              <dd>{change.by}</dd>
            </div>
            <div>
              <dt>{t.reason}</dt>
              <dd>{STOCK_CHANGE_REASON_NAMES[change.reason][language]}</dd>
            </div>
            <div>
              <dt>{t.before}</dt>
              <dd>{texts.bags(change.before)}</dd>
            </div>
            <div>
              <dt>{t.after}</dt>
              <dd>{texts.bags(change.after)}</dd>
            </div>
            {change.note && (
              <div>
                <dt>{t.note}</dt>
                <dd>{change.note}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ol>
  );
}
