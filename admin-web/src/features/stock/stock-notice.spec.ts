import { SALES_MESSAGES, STOCK_MESSAGES } from '@seedcorp/contracts';
import { STOCK_MESSAGES_HINDI, STOCK_TEXTS } from '../../content/stock';
import { noticeText } from './stock-notice';

describe('what a change form says after a save that did not go through', () => {
  it('gives a stale refusal in the service’s words, or in Hindi, with the figure now on hand and what was kept', () => {
    const stale = { kind: 'stale', message: STOCK_MESSAGES.staleLine(150), bags: 150 } as const;
    expect(noticeText(stale, 'en')).toEqual({
      text: `${STOCK_MESSAGES.staleLine(150)} ${STOCK_TEXTS.en.change.staleKept}`,
      lang: 'en',
    });
    const hindi = noticeText(stale, 'hi');
    expect(hindi.lang).toBe('hi');
    expect(hindi.text).toContain('150 बोरे');
    expect(hindi.text).toContain(STOCK_TEXTS.hi.change.staleKept);
  });

  it('says "not enough on hand" with the figure in either language', () => {
    const notEnough = { kind: 'problem', message: STOCK_MESSAGES.notEnough(30), onHand: 30 } as const;
    expect(noticeText(notEnough, 'en')).toEqual({ text: STOCK_MESSAGES.notEnough(30), lang: 'en' });
    expect(noticeText(notEnough, 'hi')).toEqual({ text: STOCK_TEXTS.hi.change.notEnough(30), lang: 'hi' });
  });

  it('puts a known message into Hindi, and keeps an unknown one in English, marked as English', () => {
    const refusal = { kind: 'problem', message: SALES_MESSAGES.notYourCounter } as const;
    expect(noticeText(refusal, 'hi')).toEqual({
      text: STOCK_MESSAGES_HINDI[SALES_MESSAGES.notYourCounter],
      lang: 'hi',
    });
    expect(noticeText(refusal, 'en')).toEqual({ text: SALES_MESSAGES.notYourCounter, lang: 'en' });
    expect(noticeText({ kind: 'problem', message: 'Something new.' }, 'hi')).toEqual({
      text: 'Something new.',
      lang: 'en',
    });
  });

  it('tells a failed connection apart, keeping what was typed', () => {
    expect(noticeText({ kind: 'failed' }, 'en').text).toBe(STOCK_TEXTS.en.change.failed);
    expect(noticeText({ kind: 'failed' }, 'hi')).toEqual({ text: STOCK_TEXTS.hi.change.failed, lang: 'hi' });
  });

  it('has Hindi for every message of a change a keeper can be refused with', () => {
    const keeperMessages = [
      STOCK_MESSAGES.counterClosed,
      STOCK_MESSAGES.unknownVariety,
      STOCK_MESSAGES.bags,
      STOCK_MESSAGES.bagsMoved,
      STOCK_MESSAGES.bagKg,
      STOCK_MESSAGES.reason,
      STOCK_MESSAGES.seedClass,
      STOCK_MESSAGES.noteTooLong,
      STOCK_MESSAGES.tooMany,
      STOCK_MESSAGES.stockChanged,
      STOCK_MESSAGES.catalogueUnavailable,
      SALES_MESSAGES.notYourCounter,
    ];
    for (const message of keeperMessages) expect(STOCK_MESSAGES_HINDI[message]).toMatch(/[\u0900-\u097F]/);
  });
});
