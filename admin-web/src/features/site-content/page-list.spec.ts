import type { AdminPageSummary, AdminTableSummary, ContentPageGroup } from '@seedcorp/contracts';
import { bySection, filterPages, pageEntries, sectionOf } from './page-list';

const summary = (path: string, en: string, hi: string): AdminPageSummary => ({
  path,
  title: { en, hi },
  hindiReview: 'drafted',
  hindiOutdated: 0,
  publishedAt: '2026-01-01T00:00:00.000Z',
  draftSavedAt: null,
  currentVersion: 1,
});

const table = (key: string) => ({ key }) as AdminTableSummary;

const PAGES = [
  summary('/marketing/kharif-seeds', 'Kharif Seeds', 'ख़रीफ़ बीज'),
  summary('/about-us', 'About Us', 'हमारे बारे में'),
  summary('/rti/fees', 'Fees', 'शुल्क'),
  summary('/', 'Home', 'मुखपृष्ठ'),
  summary('/products/field-crops', 'Field Crops', 'खेत की फ़सलें'),
];
const GROUPS: ContentPageGroup[] = [
  { page: '/marketing/kharif-seeds', tables: [table('kharif-crop-rates'), table('kharif-packets')] },
  { page: '/products/field-crops/rabi-crops/wheat', tables: [table('crop-varieties-wheat')] },
];

describe('the list of pages', () => {
  it('places a page in the menu its path lies under, else among the top-level pages', () => {
    expect(sectionOf('/marketing/kharif-seeds')).toBe('Marketing');
    expect(sectionOf('/products')).toBe('Products');
    expect(sectionOf('/rti/proactive-disclouser/faqs')).toBe('RTI');
    expect(sectionOf('/about-us')).toBe('Top-level pages');
    expect(sectionOf('/productsale')).toBe('Top-level pages');
    expect(sectionOf('/')).toBe('Top-level pages');
  });

  it('lists each page once with its tables, by section in menu order then path, a tables-only page by its path', () => {
    const entries = pageEntries(PAGES, GROUPS);
    expect(entries.map((entry) => [entry.section, entry.path, entry.title.en])).toEqual([
      ['Top-level pages', '/', 'Home'],
      ['Top-level pages', '/about-us', 'About Us'],
      ['Products', '/products/field-crops', 'Field Crops'],
      ['Products', '/products/field-crops/rabi-crops/wheat', 'Wheat'],
      ['Marketing', '/marketing/kharif-seeds', 'Kharif Seeds'],
      ['RTI', '/rti/fees', 'Fees'],
    ]);
    expect(entries[4].tables.map((entry) => entry.key)).toEqual(['kharif-crop-rates', 'kharif-packets']);
    expect(entries[4].words?.title.hi).toBe('ख़रीफ़ बीज');
    expect(entries[3].words).toBeUndefined();
  });

  it('filters by the English or Hindi title, the section or the path, ignoring case', () => {
    const entries = pageEntries(PAGES, GROUPS);
    const paths = (text: string) => filterPages(entries, text).map((entry) => entry.path);
    expect(paths('about us')).toEqual(['/about-us']);
    expect(paths('बारे')).toEqual(['/about-us']);
    expect(paths('marketing')).toEqual(['/marketing/kharif-seeds']);
    expect(paths('/rabi-crops/')).toEqual(['/products/field-crops/rabi-crops/wheat']);
    expect(paths('  ')).toHaveLength(entries.length);
  });

  it('groups the pages by section, keeping their order and leaving out empty sections', () => {
    const entries = filterPages(pageEntries(PAGES, GROUPS), 'e');
    expect(bySection(entries).map(({ section, pages }) => [section, pages.length])).toEqual([
      ['Top-level pages', 2],
      ['Products', 2],
      ['Marketing', 1],
      ['RTI', 1],
    ]);
  });
});
