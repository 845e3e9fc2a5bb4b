import { CONTENT_PLACEHOLDER, type ContentColumn, type ContentRow } from './content';
import { listedChanges, pageChanges, settingsChanges, tableChanges, type ComparedPage } from './content-changes';
import { indiaDateTime, inIndia, instantOf } from './content-workflow';
import type { PageBlock } from './pages';
import type { SiteSettings } from './site-settings';

const COLUMNS: ContentColumn[] = [
  { key: 'crop', header: { en: 'Crop', hi: 'फ़सल' }, type: 'text', required: true, lead: true },
  { key: 'variety', header: { en: 'Variety', hi: 'किस्म' }, type: 'text', required: true, lead: true },
  { key: 'fullRate', header: { en: 'Full sale rate', hi: 'पूरी दर' }, type: 'rupees', required: true },
  { key: 'subsidy', header: { en: 'Subsidy', hi: 'सब्सिडी' }, type: 'rupees', required: true, words: ['No subsidy'] },
];

const GRAM: ContentRow = { crop: { en: 'Gram', hi: 'चना' }, variety: 'GNG-2171', fullRate: 11000, subsidy: 2500 };
const WHEAT: ContentRow = { crop: { en: 'Wheat', hi: 'गेहूँ' }, variety: 'HD-2967', fullRate: 4075, subsidy: 1075 };
const BARLEY: ContentRow = { crop: 'Barley', variety: CONTENT_PLACEHOLDER, fullRate: 4000, subsidy: 'No subsidy' };

const table = (rows: ContentRow[], more: object = {}) => ({
  rows,
  notes: [],
  season: 'Rabi 2025-26',
  effectiveFrom: null,
  ...more,
});

describe('tableChanges', () => {
  it('names an edited cell by its row and column, with its old and new value', () => {
    expect(tableChanges(COLUMNS, table([GRAM, WHEAT]), table([GRAM, { ...WHEAT, fullRate: 4150 }]))).toEqual([
      { field: 'Row 2 (Wheat · HD-2967), Full sale rate', old: '4075', new: '4150' },
    ]);
  });

  it('tells a Hindi wording changed apart from its English', () => {
    const renamed = { ...GRAM, crop: { en: 'Gram', hi: 'चना (देसी)' } };
    expect(tableChanges(COLUMNS, table([GRAM]), table([renamed]))).toEqual([
      { field: 'Row 1 (Gram · GNG-2171), Crop (Hindi)', old: 'चना', new: 'चना (देसी)' },
    ]);
  });

  it('lists a row added or removed whole, without reporting the rows that only moved down', () => {
    expect(tableChanges(COLUMNS, table([GRAM, WHEAT]), table([BARLEY, GRAM, WHEAT]))).toEqual([
      {
        field: 'Row 1 (Barley)',
        old: null,
        new: `Crop: Barley; Variety: ${CONTENT_PLACEHOLDER}; Full sale rate: 4000; Subsidy: No subsidy`,
      },
    ]);
    expect(tableChanges(COLUMNS, table([GRAM, WHEAT, BARLEY]), table([GRAM, BARLEY]))).toEqual([
      {
        field: 'Row 2 (Wheat · HD-2967)',
        old: 'Crop: Wheat / गेहूँ; Variety: HD-2967; Full sale rate: 4075; Subsidy: 1075',
        new: null,
      },
    ]);
  });

  it('reports the season, the date, the notes and the Hindi review, and everything as new when nothing was published', () => {
    const before = table([GRAM], { notes: ['Rates per quintal.'], hindiReview: 'drafted' });
    const after = table([GRAM], {
      season: 'Rabi 2026-27',
      effectiveFrom: '2026-10-01',
      notes: [{ en: 'Rates per quintal.', hi: 'दरें प्रति क्विंटल।' }],
      hindiReview: 'reviewed',
    });
    expect(tableChanges(COLUMNS, before, after)).toEqual([
      { field: 'Season', old: 'Rabi 2025-26', new: 'Rabi 2026-27' },
      { field: 'Effective from', old: null, new: '2026-10-01' },
      { field: 'Note 1 (Hindi)', old: null, new: 'दरें प्रति क्विंटल।' },
      { field: 'Hindi review', old: 'drafted', new: 'reviewed' },
    ]);
    expect(tableChanges(COLUMNS, null, table([GRAM])).map((change) => change.field)).toEqual([
      'Season',
      'Row 1 (Gram · GNG-2171)',
    ]);
  });
});

const paragraph = (id: string, en: string, hi: string): PageBlock => ({ id, type: 'paragraph', text: { en, hi } });
const page = (blocks: PageBlock[], title = { en: 'About Us', hi: 'हमारे बारे में' }): ComparedPage => ({
  title,
  blocks,
  hindiReview: 'drafted',
});

describe('pageChanges', () => {
  const intro = paragraph('intro', 'We sell certified seed.', 'हम प्रमाणित बीज बेचते हैं।');
  const counters = paragraph('counters', 'Visit a sale counter.', 'बिक्री केंद्र पर आएँ।');
  const rti: PageBlock = { id: 'rti', type: 'heading', text: { en: 'Right to Information', hi: 'सूचना का अधिकार' } };

  it('gives each changed block its English and Hindi old and new, named by its place', () => {
    const edited = paragraph('counters', 'Visit any sale counter.', 'बिक्री केंद्र पर आएँ।');
    expect(pageChanges(page([intro, counters]), page([intro, edited]))).toEqual([
      { field: 'Block 2 (paragraph), English', old: 'Visit a sale counter.', new: 'Visit any sale counter.' },
    ]);
  });

  it('names blocks added, removed and moved, and a changed title', () => {
    const before = page([intro, counters, rti]);
    const after = page([counters, intro, { ...rti, id: 'rti-2' }], { en: 'About the corporation', hi: 'हमारे बारे में' });
    expect(pageChanges(before, after)).toEqual([
      { field: 'Title', old: 'About Us', new: 'About the corporation' },
      { field: 'Block 1 (paragraph), place', old: 'Block 2', new: 'Block 1' },
      { field: 'Block 3 (heading), English', old: null, new: 'Right to Information' },
      { field: 'Block 3 (heading), Hindi', old: null, new: 'सूचना का अधिकार' },
      { field: 'Block 3 (heading) removed, English', old: 'Right to Information', new: null },
      { field: 'Block 3 (heading) removed, Hindi', old: 'सूचना का अधिकार', new: null },
    ]);
  });

  it('shows formatting as the administrator types it, and a list item by item', () => {
    const formatted: PageBlock = {
      id: 'intro',
      type: 'paragraph',
      text: { en: ['See ', { text: 'rates', href: '/marketing/rabi-seeds' }, ' ', { em: 'today' }], hi: 'आज' },
    };
    const list: PageBlock = {
      id: 'steps',
      type: 'list',
      items: [
        { en: 'One', hi: 'एक' },
        { en: 'Two', hi: 'दो' },
      ],
    };
    expect(pageChanges(page([intro]), page([formatted, list])).map((change) => change.new)).toEqual([
      'See [rates](/marketing/rabi-seeds) *today*',
      'आज',
      'One\nTwo',
      'एक\nदो',
    ]);
  });
});

const SETTINGS: SiteSettings = {
  name: { en: 'State Seeds Corporation', hi: 'राज्य बीज निगम' },
  tagline: { en: 'Good seed', hi: 'अच्छा बीज' },
  logos: [
    { id: 'state', image: null, alt: { en: 'State emblem', hi: 'राज्य चिह्न' } },
    { id: 'corp', image: null, alt: { en: 'Corporation logo', hi: 'निगम का लोगो' } },
  ],
  contact: { postalAddress: { en: 'Seed Bhawan', hi: 'बीज भवन' }, phone: '0172-2700000', email: 'md@example.in' },
  copyrightYear: 2025,
  portalLinks: [],
  sidePanelLinks: ['/about-us', '/tenders'],
};

describe('settingsChanges', () => {
  it('names each changed field as the editor does, English and Hindi apart', () => {
    const after: SiteSettings = {
      ...SETTINGS,
      contact: { ...SETTINGS.contact, phone: '0172-2711111' },
      logos: [SETTINGS.logos[1], { ...SETTINGS.logos[0], alt: { en: 'State emblem', hi: 'राज्य का चिह्न' } }],
      sidePanelLinks: ['/about-us'],
    };
    expect(settingsChanges({ settings: SETTINGS }, { settings: after })).toEqual([
      { field: 'Logo 2, alt text (Hindi)', old: 'राज्य चिह्न', new: 'राज्य का चिह्न' },
      { field: 'Phone', old: '0172-2700000', new: '0172-2711111' },
      { field: 'Side panel links', old: '/about-us\n/tenders', new: '/about-us' },
      { field: 'Order of the logos', old: 'State emblem, Corporation logo', new: 'Corporation logo, State emblem' },
    ]);
  });
});

describe('listedChanges', () => {
  it('keeps the first ones and counts the rest', () => {
    const changes = [1, 2, 3].map((n) => ({ field: `Row ${n}`, old: null, new: String(n) }));
    expect(listedChanges(changes, 2)).toEqual({ changes: changes.slice(0, 2), leftOut: 1 });
  });
});

describe('India time', () => {
  it('reads a date and time on a clock in India as one instant, and back', () => {
    const text = indiaDateTime('2026-05-01', '00:30');
    expect(text).toBe('2026-05-01T00:30+05:30');
    expect(instantOf(text)?.toISOString()).toBe('2026-04-30T19:00:00.000Z');
    expect(inIndia('2026-04-30T19:00:00.000Z')).toEqual({ date: '2026-05-01', time: '00:30' });
    expect(instantOf('2026-05-01 00:30')).toBeUndefined();
    expect(instantOf('2026-02-30T10:00+05:30')).toBeUndefined();
  });
});
