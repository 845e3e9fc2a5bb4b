import { formatDate } from '@seedcorp/web-shared/dates/date-format';
import { SITE } from '../content/site';
import { escapeHtml } from '../document-html';
import type { Language } from '../i18n/language';
import { THEME_INIT_SCRIPT } from '../features/preferences/theme-init-script';

/**
 * What the service worker shows offline: a saved page with the date and time it was saved, and, for a page never
 * saved, a page listing the saved ones. Plain HTML made from strings, as the worker has no React; the visitor's
 * language decides the words.
 */

interface OfflineTexts {
  savedCopyOf: (when: string) => string;
  offlineTitle: string;
  notSaved: string;
  savedPages: string;
  noSavedPages: string;
  savedOn: (when: string) => string;
  tryAgain: string;
}

const TEXTS: Record<Language, OfflineTexts> = {
  en: {
    savedCopyOf: (when) => `Saved copy of ${when}`,
    offlineTitle: 'No internet connection',
    notSaved: 'This page is not saved on this device, so it cannot be shown without the internet.',
    savedPages: 'Pages saved on this device, to read without the internet:',
    noSavedPages: 'No page is saved on this device yet.',
    savedOn: (when) => `saved ${when}`,
    tryAgain: 'Try again',
  },
  hi: {
    savedCopyOf: (when) => `${when} की सहेजी गई प्रति`,
    offlineTitle: 'इंटरनेट कनेक्शन नहीं है',
    notSaved: 'यह पेज इस डिवाइस पर सहेजा नहीं गया है, इसलिए बिना इंटरनेट के नहीं खुल सकता।',
    savedPages: 'इस डिवाइस पर सहेजे गए पेज, जिन्हें बिना इंटरनेट के पढ़ सकते हैं:',
    noSavedPages: 'इस डिवाइस पर अभी कोई पेज सहेजा नहीं गया है।',
    savedOn: (when) => `सहेजा गया: ${when}`,
    tryAgain: 'फिर से कोशिश करें',
  },
};

/** The site's date (dd-mm-yyyy) and the time on a 24-hour clock, in the device's time zone. */
export const savedAt = (date: Date): string => formatDate(date, { style: 'dashes', clock: 'device', time: ', ' });

/** The notice a saved page carries offline, outside the app's root so that the page hydrates as it was saved. */
export function withSavedCopyNotice(html: string, saved: Date, language: Language): string {
  const notice = TEXTS[language].savedCopyOf(savedAt(saved));
  const section = `<section class="saved-copy" aria-label="${escapeHtml(notice)}"><p>${escapeHtml(notice)}</p></section>`;
  return html.replace(/<body([^>]*)>/, (body) => `${body}${section}`);
}

const decodeHtml = (text: string) =>
  text.replace(
    /&(lt|gt|quot|amp);/g,
    (_entity, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name] ?? '',
  );

/** A saved page's title without the site's name after it (the home page's title is the name alone). */
export function savedPageTitle(html: string): string {
  const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  return title.split(' | ')[0].trim();
}

export interface SavedPage {
  path: string;
  title: string;
  saved: Date;
}

/**
 * The page shown offline for a page never saved: what happened, a way to try again, and the saved pages (by
 * title) with the time each was saved. Styled by the site's stylesheet, in the visitor's colour scheme.
 */
export function offlinePage(options: {
  path: string;
  saved: readonly SavedPage[];
  language: Language;
  stylesheet: string;
}): string {
  const texts = TEXTS[options.language];
  const pages = [...options.saved].sort((a, b) => a.title.localeCompare(b.title, options.language));
  const list = pages.length
    ? `<p>${texts.savedPages}</p>\n<ul class="saved-pages">${pages
        .map(
          (page) =>
            `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a> (${escapeHtml(texts.savedOn(savedAt(page.saved)))})</li>`,
        )
        .join('')}</ul>`
    : `<p>${texts.noSavedPages}</p>`;
  return [
    '<!doctype html>',
    `<html lang="${options.language}">`,
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `<title>${escapeHtml(`${texts.offlineTitle} | ${SITE.name}`)}</title>`,
    `<script>${THEME_INIT_SCRIPT}</script>`,
    `<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}" />`,
    '</head>',
    '<body>',
    `<header class="offline-header"><p>${escapeHtml(SITE.name)}</p></header>`,
    `<main id="main-content" class="offline-page"><h1>${texts.offlineTitle}</h1>`,
    `<p>${texts.notSaved} <a href="${escapeHtml(options.path)}">${texts.tryAgain}</a></p>`,
    list,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
