import { CONTENT_ADMIN_PATHS, type LanguageState, type PlaceholderEntry } from '@seedcorp/contracts';
import { ROUTES, siteContentPagePath, siteContentTablePath } from '../../routes';
import { filterLanguageStates, filterPlaceholders, placeholderGroups, stateFilterOf } from './status-filters';

const state = (key: string, fields: Partial<LanguageState>): LanguageState => ({
  kind: 'page',
  key,
  title: { en: key, hi: key },
  path: key,
  hindiReview: 'drafted',
  hindiOutdated: 0,
  hindiMissing: 0,
  unit: 'blocks',
  publishedAt: null,
  draftSavedAt: null,
  adminPath: '/',
  ...fields,
});

const STATES = [
  state('/about-us', { title: { en: 'About Us', hi: 'हमारे बारे में' }, hindiOutdated: 2 }),
  state('/finance', { hindiReview: 'reviewed' }),
  state('rabi-crop-rates', { kind: 'table', path: '/marketing/rabi-seeds', hindiMissing: 3, unit: 'cells' }),
  state('site-settings', { kind: 'settings', path: null, unit: 'fields', hindiReview: 'reviewed' }),
];

const keys = (states: LanguageState[]) => states.map((item) => item.key);

describe('filterLanguageStates', () => {
  it('keeps the items of a kind and a Hindi state', () => {
    const all = { kind: 'all', state: 'all', text: '' } as const;
    expect(keys(filterLanguageStates(STATES, all))).toEqual([
      '/about-us',
      '/finance',
      'rabi-crop-rates',
      'site-settings',
    ]);
    expect(keys(filterLanguageStates(STATES, { ...all, state: 'attention' }))).toEqual([
      '/about-us',
      'rabi-crop-rates',
    ]);
    expect(keys(filterLanguageStates(STATES, { ...all, state: 'outdated' }))).toEqual(['/about-us']);
    expect(keys(filterLanguageStates(STATES, { ...all, state: 'missing' }))).toEqual(['rabi-crop-rates']);
    expect(keys(filterLanguageStates(STATES, { ...all, state: 'reviewed' }))).toEqual(['/finance', 'site-settings']);
    expect(keys(filterLanguageStates(STATES, { ...all, kind: 'table', state: 'drafted' }))).toEqual([
      'rabi-crop-rates',
    ]);
  });

  it('takes a state filter from the address only when it is one', () => {
    expect(stateFilterOf('attention')).toBe('attention');
    expect(stateFilterOf('everything')).toBe('all');
    expect(stateFilterOf(null)).toBe('all');
  });

  it('finds the words in the title in either language, the public path or the key, whatever their case', () => {
    const by = (text: string) => keys(filterLanguageStates(STATES, { kind: 'all', state: 'all', text }));
    expect(by('about')).toEqual(['/about-us']);
    expect(by('बारे')).toEqual(['/about-us']);
    expect(by('RABI-SEEDS')).toEqual(['rabi-crop-rates']);
    expect(by('  ')).toHaveLength(4);
  });
});

const entry = (key: string, where: string, kind: PlaceholderEntry['kind'] = 'table'): PlaceholderEntry => ({
  kind,
  key,
  title: { en: `Title of ${key}`, hi: 'शीर्षक' },
  in: ['published'],
  where,
  adminPath: '/',
});

describe('placeholders', () => {
  const entries = [
    entry('sale-counters', 'Row 1, Mobile'),
    entry('/engineering', 'Block "intro" (paragraph)', 'page'),
    entry('sale-counters', 'Row 2, Mobile'),
  ];

  it('groups them item by item, in the order the items first come', () => {
    expect(placeholderGroups(entries).map((group) => [group.key, group.entries.map((item) => item.where)])).toEqual([
      ['sale-counters', ['Row 1, Mobile', 'Row 2, Mobile']],
      ['/engineering', ['Block "intro" (paragraph)']],
    ]);
  });

  it('filters them by kind and by words of the item or the place', () => {
    expect(filterPlaceholders(entries, { kind: 'page', text: '' })).toHaveLength(1);
    expect(filterPlaceholders(entries, { kind: 'all', text: 'row 2' }).map((item) => item.where)).toEqual([
      'Row 2, Mobile',
    ]);
  });
});

describe('the admin paths the service answers', () => {
  it('are the routes of this app', () => {
    expect(CONTENT_ADMIN_PATHS.table('rabi-crop-rates')).toBe(siteContentTablePath('rabi-crop-rates'));
    for (const path of ['/', '/about-us', '/rti/proactive-disclouser/faqs']) {
      expect(CONTENT_ADMIN_PATHS.page(path)).toBe(siteContentPagePath(path));
    }
    expect(CONTENT_ADMIN_PATHS.tables).toBe(ROUTES.siteContent);
    expect(CONTENT_ADMIN_PATHS.settings).toBe(ROUTES.siteSettings);
    expect(CONTENT_ADMIN_PATHS.languageStates).toBe(ROUTES.languageStates);
    expect(CONTENT_ADMIN_PATHS.placeholders).toBe(ROUTES.placeholders);
  });
});
