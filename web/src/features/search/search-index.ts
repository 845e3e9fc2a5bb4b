import type { PublicContentTable } from '@seedcorp/contracts';
import { cellText } from '@seedcorp/web-shared/content/cell-format';
import { NONE, PLACEHOLDER, type DataTable, type LinkedSection } from '../../content/content-types';
import { formatCell } from '../../content/format';
import { NAV_MENUS, type RouteEntry } from '../../routes';
import { breadcrumbTrail } from '../navigation/breadcrumb';
import type { IndexedPage } from './site-search';

/** Text shown on one or more pages. */
export interface ContentSource {
  readonly paths: readonly string[];
  readonly texts: readonly string[];
}

const shown = (text: string) => text.trim() !== '' && text !== PLACEHOLDER && text !== NONE;

/** What a table shows: its caption, headers and cells as the page formats them; unknown cells are left out. */
export function tableTexts(table: DataTable): string[] {
  const rows = table.footer ? [...table.rows, table.footer] : table.rows;
  return [
    table.caption,
    ...table.columns.map((column) => column.header),
    ...rows.flatMap((row) => table.columns.map((column) => formatCell(row[column.key], column))),
  ].filter(shown);
}

/** What one of the corporation's published tables shows in English: caption, season, headers and cells. */
export function publishedTableTexts(table: PublicContentTable): string[] {
  return [
    table.caption.en,
    ...(table.season ? [table.season] : []),
    ...table.columns.map((column) => column.header.en),
    ...table.rows.flatMap((row) => table.columns.map((column) => cellText(row[column.key], column, 'en'))),
    ...table.notes,
  ].filter(shown);
}

export function sectionTexts(sections: readonly LinkedSection[]): string[] {
  return sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])]);
}

/** The English labels of the sections above a page, as its breadcrumb shows them. */
function sectionLabels(path: string, routes: readonly RouteEntry[]): string[] {
  const menus = new Map(Object.entries(NAV_MENUS).map(([id, menu]) => [`menu.${id}`, menu.label]));
  return breadcrumbTrail(path)
    .slice(1, -1)
    .map(
      (crumb) =>
        routes.find((route) => route.path === crumb.key)?.title ?? menus.get(crumb.key ?? '') ?? crumb.fallback,
    );
}

/**
 * The site search index: every searchable page, and every other page some content is shown on, with
 * its title, the sections it sits in and its texts (each once). A source naming a path the route table
 * lacks fails the build rather than offering a page that does not exist.
 */
export function buildSearchIndex(routes: readonly RouteEntry[], sources: readonly ContentSource[]): IndexedPage[] {
  const known = new Set(routes.map((route) => route.path));
  const texts = new Map<string, string[]>();
  for (const source of sources) {
    for (const path of source.paths) {
      if (!known.has(path)) throw new Error(`Search content names ${path}, which is not in the route table`);
      texts.set(path, [...(texts.get(path) ?? []), ...source.texts]);
    }
  }
  return routes
    .filter((route) => route.searchable || texts.has(route.path))
    .map((route) => {
      const lines = [...sectionLabels(route.path, routes), ...(texts.get(route.path) ?? [])]
        .map((line) => line.trim())
        .filter((line) => shown(line) && line !== route.title);
      return { path: route.path, title: route.title, text: [...new Set(lines)].join('\n') };
    });
}
