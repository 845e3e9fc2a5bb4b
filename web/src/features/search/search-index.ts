import { CONTENT_PLACEHOLDER, type Bilingual, type PublicSaleCounter, type SearchIndexPage } from '@seedcorp/contracts';
import { ROUTES, type RouteEntry } from '../../routes';
import { breadcrumbTrail } from '../navigation/breadcrumb';
import { searchableText, type SearchablePage, type SearchLanguage } from './site-search';

/** The chrome's texts in one language by key: a page's path, a menu's `menu.<id>`. */
export type LabelTexts = Readonly<Record<string, string>>;

/**
 * The pages the search offers: every searchable route, and every other route the content service publishes words
 * for (a crop's varieties), in route order. Each is found in a language by its label there (a Hindi label the
 * chrome lacks shows, and is found, in English), the labels of the sections above it, and its published title and
 * words. Paths the route table lacks are left out: no suggestion leads to a page that does not exist.
 */
export function searchablePages(
  routes: readonly RouteEntry[],
  labels: Record<SearchLanguage, LabelTexts>,
  index: readonly SearchIndexPage[],
): SearchablePage[] {
  const published = new Map(index.map((entry) => [entry.path, entry]));
  const label = (language: SearchLanguage, key: string, fallback: string) =>
    labels[language][key] ?? labels.en[key] ?? fallback;
  return routes
    .filter((route) => route.searchable || published.has(route.path))
    .map((route) => {
      const entry = published.get(route.path);
      const sections = breadcrumbTrail(route.path).slice(1, -1);
      const text = (language: SearchLanguage) =>
        searchableText(
          [label(language, route.path, route.title), ...(entry ? [entry.title[language]] : [])],
          sections.map((crumb) => (crumb.key ? label(language, crumb.key, crumb.fallback) : crumb.fallback)),
          entry ? entry.text[language].split('\n') : [],
        );
      return { path: route.path, en: text('en'), hi: text('hi') };
    });
}

/**
 * The index with the sale counters' own words on the counters page (their units, names, districts, officials and
 * addresses, facts not yet given left out), since the counters are the sales service's records, not the content
 * service's words: "Umri" finds the page that lists the Umri counter.
 */
export function withCounterWords(
  index: readonly SearchIndexPage[],
  counters: readonly PublicSaleCounter[],
): SearchIndexPage[] {
  const path = ROUTES.saleCounters;
  const words = (language: SearchLanguage) =>
    counters.flatMap((counter) => {
      const texts: (Bilingual | string | null)[] = [
        counter.regionalUnit,
        counter.name,
        counter.district,
        counter.official,
        counter.address,
      ];
      return texts.flatMap((text) => {
        const shown = text === null ? '' : typeof text === 'string' ? text : text[language] || text.en;
        return shown && shown !== CONTENT_PLACEHOLDER ? [shown] : [];
      });
    });
  const page = index.find((entry) => entry.path === path);
  const text = (language: SearchLanguage) =>
    [page?.text[language] ?? '', ...words(language)].filter(Boolean).join('\n');
  const counted: SearchIndexPage = {
    path,
    title: page?.title ?? { en: '', hi: '' },
    text: { en: text('en'), hi: text('hi') },
  };
  return page ? index.map((entry) => (entry === page ? counted : entry)) : [...index, counted];
}
