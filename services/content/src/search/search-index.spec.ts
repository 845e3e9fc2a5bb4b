import { CONTENT_PLACEHOLDER, type PublishedBlock } from '@seedcorp/contracts';
import { buildSearchIndex, publishIndex, type PublishedPageWords, type PublishedTableWords } from './search-index';

const VARIETIES: PublishedTableWords = {
  key: 'crop-varieties-wheat',
  page: '/products/field-crops/rabi-crops/wheat',
  caption: { en: 'Wheat varieties', hi: 'गेहूँ की किस्में' },
  columns: [
    { key: 'variety', header: { en: 'Variety', hi: 'किस्म' }, type: 'text', required: true },
    {
      key: 'seedRate',
      header: { en: 'Seed Rate (kg per acre)', hi: 'बीज दर (किलो प्रति एकड़)' },
      type: 'text',
      required: false,
    },
    { key: 'released', header: { en: 'Release Date', hi: 'जारी होने की तिथि' }, type: 'date', required: false },
  ],
  rows: [
    { variety: 'C-306 (Desi)', seedRate: CONTENT_PLACEHOLDER, released: '2001-04-01' },
    { variety: { en: 'Local wheat', hi: 'देसी गेहूँ' }, seedRate: '40', released: null },
  ],
  notes: ['Two varieties are still to be named.', { en: 'Sow by mid-November.', hi: 'मध्य नवंबर तक बुवाई करें।' }],
};

const RATES: PublishedTableWords = {
  key: 'rabi-crop-rates',
  page: '/marketing/rabi-seeds',
  caption: { en: 'Sale rates', hi: 'बिक्री दरें' },
  columns: [
    { key: 'crop', header: { en: 'Crop', hi: 'फ़सल' }, type: 'text', required: true },
    { key: 'fullRate', header: { en: 'Rate', hi: 'दर' }, type: 'rupees', required: true },
    { key: 'order', header: { en: 'Order', hi: 'आदेश' }, type: 'link', required: false },
  ],
  rows: [{ crop: { en: 'Wheat', hi: 'गेहूँ' }, fullRate: 449000, order: 'https://example.org/order.pdf' }],
  notes: [],
  season: 'Rabi 2025-26',
};

const BLOCKS: PublishedBlock[] = [
  { id: 'heading', type: 'heading', text: { en: 'Rabi seeds', hi: 'रबी बीज' } },
  {
    id: 'intro',
    type: 'paragraph',
    text: {
      en: ['Certified seed is sold at ', { em: 'every counter' }, '. Officer: ', { placeholder: true }],
      hi: ['प्रमाणित बीज ', { em: 'हर केंद्र' }, ' पर बिकता है। अधिकारी: ', { placeholder: true }],
    },
  },
  { id: 'rates', type: 'table', table: 'rabi-crop-rates' },
  { id: 'changed', type: 'note', text: { en: 'New closing date', hi: 'पुरानी अंतिम तिथि' }, hindiOutdated: true },
  {
    id: 'steps',
    type: 'steps',
    items: [
      { en: 'Apply', hi: 'आवेदन करें' },
      { en: 'Pay at the counter', hi: '' },
    ],
  },
  { id: 'links', type: 'links', items: [{ text: { en: 'Sale counters', hi: 'बिक्री केंद्र' }, href: '/x' }] },
  { id: 'again', type: 'paragraph', text: { en: '  Apply  ', hi: 'आवेदन   करें' } },
];

const PAGE: PublishedPageWords = {
  path: '/marketing/rabi-seeds',
  title: { en: 'Rabi Seeds', hi: 'रबी बीज' },
  blocks: BLOCKS,
};

describe('buildSearchIndex', () => {
  const [rates, wheat] = buildSearchIndex([PAGE], [VARIETIES, RATES], null);

  it('gives each page its words in English and, as a Hindi reader is shown them, in Hindi', () => {
    expect(rates.path).toBe('/marketing/rabi-seeds');
    expect(rates.title).toEqual({ en: 'Rabi Seeds', hi: 'रबी बीज' });
    expect(rates.text.en.split('\n')).toEqual([
      'Rabi seeds',
      'Certified seed is sold at every counter. Officer:',
      'Sale rates',
      'Rabi 2025-26',
      'Crop',
      'Rate',
      'Order',
      'Wheat',
      '449000',
      'New closing date',
      'Apply',
      'Pay at the counter',
      'Sale counters',
    ]);
    // The title's own line, the outdated Hindi and the marker of a missing fact are left out; repeated lines
    // appear once.
    expect(rates.text.hi.split('\n')).toEqual([
      'प्रमाणित बीज हर केंद्र पर बिकता है। अधिकारी:',
      'बिक्री दरें',
      'Rabi 2025-26',
      'फ़सल',
      'दर',
      'आदेश',
      'गेहूँ',
      '449000',
      'New closing date',
      'आवेदन करें',
      'Pay at the counter',
      'बिक्री केंद्र',
    ]);
    expect(rates.text.hi).not.toContain('पुरानी');
    expect(rates.text.en).not.toContain('example.org');
  });

  it("indexes a page's other tables, each note in the reader's language, and titles a tables-only path by its first caption", () => {
    expect(wheat).toEqual({
      path: '/products/field-crops/rabi-crops/wheat',
      title: { en: 'Wheat varieties', hi: 'गेहूँ की किस्में' },
      text: {
        en: [
          'Variety',
          'Seed Rate (kg per acre)',
          'Release Date',
          'C-306 (Desi)',
          'Local wheat',
          '40',
          'Two varieties are still to be named.',
          'Sow by mid-November.',
        ].join('\n'),
        hi: [
          'किस्म',
          'बीज दर (किलो प्रति एकड़)',
          'जारी होने की तिथि',
          'C-306 (Desi)',
          'देसी गेहूँ',
          '40',
          'Two varieties are still to be named.',
          'मध्य नवंबर तक बुवाई करें।',
        ].join('\n'),
      },
    });
  });

  it('shows a table under every page that shows it, and names a missing table nowhere', () => {
    const services: PublishedPageWords = {
      path: '/services',
      title: { en: 'Services', hi: 'सेवाएँ' },
      blocks: [
        { id: 'rates', type: 'table', table: 'rabi-crop-rates' },
        { id: 'gone', type: 'table', table: 'no-such-table' },
      ],
    };
    const index = buildSearchIndex([services, PAGE], [RATES], null);
    expect(index.map((page) => page.path)).toEqual(['/marketing/rabi-seeds', '/services']);
    expect(index[1].text.hi.split('\n')).toContain('गेहूँ');
  });

  it('reads the contact record of the settings where a page shows it, the address in the reader’s language', () => {
    const contactUs: PublishedPageWords = {
      path: '/contact-us',
      title: { en: 'Contact Us', hi: 'संपर्क करें' },
      blocks: [{ id: 'contact-details', type: 'contact' }],
    };
    const contact = {
      postalAddress: { en: 'Head office, Sector 1', hi: 'मुख्य कार्यालय, सेक्टर 1' },
      phone: '0172 270 0000',
      email: CONTENT_PLACEHOLDER,
    };
    const [current] = buildSearchIndex([contactUs], [], { contact, hindiOutdated: [] });
    expect(current.text).toEqual({
      en: 'Head office, Sector 1\n0172 270 0000',
      hi: 'मुख्य कार्यालय, सेक्टर 1\n0172 270 0000',
    });
    const [outdated] = buildSearchIndex([contactUs], [], { contact, hindiOutdated: ['contact.postalAddress'] });
    expect(outdated.text.hi).toBe('Head office, Sector 1\n0172 270 0000');
    expect(buildSearchIndex([contactUs], [], null)[0].text).toEqual({ en: '', hi: '' });
  });

  it('writes text in NFC, so one word has one spelling', () => {
    const decomposed = 'ख\u093Cरीफ'.normalize('NFD');
    const [page] = buildSearchIndex(
      [
        {
          path: '/a',
          title: { en: 'A', hi: '' },
          blocks: [{ id: 'p', type: 'paragraph', text: { en: 'Kharif', hi: decomposed } }],
        },
      ],
      [],
      null,
    );
    expect(page.title.hi).toBe('A');
    expect(page.text.hi).toBe(decomposed.normalize('NFC'));
  });
});

describe('publishIndex', () => {
  it('tags equal content alike and different content differently', () => {
    const index = buildSearchIndex([PAGE], [RATES], null);
    const tag = publishIndex(index).etag;
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(publishIndex(buildSearchIndex([PAGE], [RATES], null)).etag).toBe(tag);
    expect(publishIndex(buildSearchIndex([PAGE], [{ ...RATES, rows: [] }], null)).etag).not.toBe(tag);
  });
});
