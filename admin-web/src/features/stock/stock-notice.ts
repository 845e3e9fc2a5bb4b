import { STOCK_MESSAGES } from '@seedcorp/contracts';
import { STOCK_TEXTS, stockMessage, type StockLanguage } from '../../content/stock';

/** What a change form says after a save that did not go through; what was typed is kept in every case. */
export type ChangeNotice =
  /** Refused, by the form's own check or the service's: the message, and the bags on hand it was checked against. */
  | { kind: 'problem'; message: string; onHand?: number }
  /** Another save of the line came first: the service's words, naming the bags on hand now. */
  | { kind: 'stale'; message: string; bags: number }
  /** No answer came: the connection failed. */
  | { kind: 'failed' };

/** The notice in the screen's language where its words have been written in it, with the language it is in. */
export function noticeText(notice: ChangeNotice, language: StockLanguage): { text: string; lang: StockLanguage } {
  const texts = STOCK_TEXTS[language].change;
  if (notice.kind === 'failed') return { text: texts.failed, lang: language };
  if (notice.kind === 'stale') {
    const refusal = language === 'en' ? notice.message : texts.stale(notice.bags);
    return { text: `${refusal} ${texts.staleKept}`, lang: language };
  }
  if (notice.onHand !== undefined && notice.message === STOCK_MESSAGES.notEnough(notice.onHand)) {
    return { text: texts.notEnough(notice.onHand), lang: language };
  }
  return stockMessage(notice.message, language);
}
