import type { AdminPageSummary, AdminTableSummary, Bilingual, ContentPageGroup } from '@seedcorp/contracts';
import { filterRows } from '../ui/search-filter';

/**
 * The public site's menus, by the path their pages live under (the site's route table puts every page of a menu
 * under its base path). The admin app does not bundle the site's code, so the section is read from the path.
 */
const SITE_SECTIONS: readonly { label: string; basePath?: string }[] = [
  { label: 'Top-level pages' },
  { label: 'Products', basePath: '/products' },
  { label: 'Production', basePath: '/production' },
  { label: 'Marketing', basePath: '/marketing' },
  { label: 'Directory', basePath: '/directory' },
  { label: 'Administration', basePath: '/administration' },
  { label: 'RTI', basePath: '/rti' },
];

const TOP_LEVEL = SITE_SECTIONS[0].label;

export function sectionOf(path: string): string {
  const menu = SITE_SECTIONS.find(
    ({ basePath }) => basePath !== undefined && (path === basePath || path.startsWith(`${basePath}/`)),
  );
  return menu?.label ?? TOP_LEVEL;
}

/** One public page: its words (when the content service keeps them) and the tables it shows. */
export interface PageEntry {
  path: string;
  title: Bilingual;
  section: string;
  words?: AdminPageSummary;
  tables: AdminTableSummary[];
}

/** A page known only by its tables (a crop's page) is named after its path's last part: 'wheat' is 'Wheat'. */
function titleFromPath(path: string): Bilingual {
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  const words = decodeURIComponent(last).replace(/[-_]+/g, ' ').trim();
  const title = words ? words[0].toUpperCase() + words.slice(1) : path;
  return { en: title, hi: '' };
}

const sectionRank = (section: string) => SITE_SECTIONS.findIndex((candidate) => candidate.label === section);

/** Every page with words or tables, by section in the site's menu order, then by path. */
export function pageEntries(pages: readonly AdminPageSummary[], groups: readonly ContentPageGroup[]): PageEntry[] {
  const entries = new Map<string, PageEntry>();
  for (const words of pages) {
    entries.set(words.path, {
      path: words.path,
      title: words.title,
      section: sectionOf(words.path),
      words,
      tables: [],
    });
  }
  for (const group of groups) {
    const entry = entries.get(group.page);
    if (entry) entry.tables.push(...group.tables);
    else {
      entries.set(group.page, {
        path: group.page,
        title: titleFromPath(group.page),
        section: sectionOf(group.page),
        tables: [...group.tables],
      });
    }
  }
  return [...entries.values()].sort(
    (a, b) => sectionRank(a.section) - sectionRank(b.section) || a.path.localeCompare(b.path, 'en'),
  );
}

/** The pages whose English or Hindi title, section or path holds the text, ignoring case. */
export const filterPages = (entries: readonly PageEntry[], text: string): PageEntry[] =>
  filterRows(entries, text, (entry) => [entry.title.en, entry.title.hi, entry.section, entry.path]);

/** The pages in their sections, each section once, in the order given; empty sections left out. */
export function bySection(entries: readonly PageEntry[]): { section: string; pages: PageEntry[] }[] {
  const sections = new Map<string, PageEntry[]>();
  for (const entry of entries) sections.set(entry.section, [...(sections.get(entry.section) ?? []), entry]);
  return [...sections].map(([section, pages]) => ({ section, pages }));
}
