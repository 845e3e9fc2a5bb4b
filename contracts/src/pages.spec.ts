import { checkPageContent, markOutdatedHindi, type PageBlock } from './pages';

const page = (blocks: unknown[]) => ({
  path: '/contact-us',
  title: { en: 'Contact Us', hi: 'संपर्क करें' },
  hindiReview: 'drafted',
  blocks,
});

describe('a contact block', () => {
  it('names the settings’ contact record: it needs its id only, and holds no words of its own', () => {
    expect(checkPageContent(page([{ id: 'contact-details', type: 'contact' }]), new Set())).toEqual([]);
    expect(checkPageContent(page([{ type: 'contact' }]))).toEqual(['Block 1: needs an id.']);
    expect(checkPageContent(page([{ id: 'contact', type: 'contacts' }]))).toEqual([
      'Block 1: "contacts" is not a kind of block.',
    ]);
  });

  it('is not marked as Hindi out of date when published again, having no Hindi to fall behind', () => {
    const contact: PageBlock = { id: 'contact-details', type: 'contact' };
    expect(markOutdatedHindi([contact], [contact])).toEqual([contact]);
    // The table block it replaced, under the same id, leaves no mark on it.
    const table: PageBlock = { id: 'contact-details', type: 'table', table: 'contact-details' };
    expect(markOutdatedHindi([contact], [{ ...table, hindiOutdated: true }])).toEqual([contact]);
  });
});
