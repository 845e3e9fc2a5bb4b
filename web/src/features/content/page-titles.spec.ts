import { publishedTitle, publishedTitles } from './page-titles';
import { EMPTY_PAGE_DATA } from '../api/read-outcome';

describe('page titles', () => {
  const titles = publishedTitles({
    ...EMPTY_PAGE_DATA,
    pageTitles: {
      data: [
        { path: '/about-us', title: { en: 'About the Corporation', hi: 'निगम के बारे में' } },
        { path: '/help', title: { en: 'Help', hi: '  ' } },
      ],
    },
  });

  it('names a page by the title its editors published, in the reader’s language', () => {
    expect(publishedTitle(titles, '/about-us', 'en')).toBe('About the Corporation');
    expect(publishedTitle(titles, '/about-us', 'hi')).toBe('निगम के बारे में');
  });

  it('gives the English title while the Hindi one is not written', () => {
    expect(publishedTitle(titles, '/help', 'hi')).toBe('Help');
  });

  it('has no title for a page the content service does not keep, nor where the titles could not be read', () => {
    expect(publishedTitle(titles, '/tenders', 'en')).toBeUndefined();
    const failed = publishedTitles({ ...EMPTY_PAGE_DATA, pageTitles: { failed: { message: 'down' } } });
    expect(publishedTitle(failed, '/about-us', 'en')).toBeUndefined();
    expect(publishedTitle(publishedTitles(undefined), '/about-us', 'en')).toBeUndefined();
  });
});
