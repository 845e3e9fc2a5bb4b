import { termsText } from './cell-format';
import { seasonName } from './season-name';

describe('seasonName', () => {
  it('puts the season word in Hindi for a Hindi reader and keeps the years as written', () => {
    expect(seasonName('Rabi 2025-26', 'hi')).toBe('रबी 2025-26');
    expect(seasonName('Kharif 2025', 'hi')).toBe('खरीफ 2025');
    expect(seasonName('Zaid 2026', 'hi')).toBe('जायद 2026');
    expect(seasonName('Rabi', 'hi')).toBe('रबी');
  });

  it('reads the season word whatever its case and Roman spelling', () => {
    expect(seasonName('RABI 2025-26', 'hi')).toBe('रबी 2025-26');
    expect(seasonName('kharif 2025', 'hi')).toBe('खरीफ 2025');
    expect(seasonName('Zayad 2026', 'hi')).toBe('जायद 2026');
  });

  it('changes only whole season words, leaving other words as the administrator wrote them', () => {
    expect(seasonName('Rabi and Kharif 2025', 'hi')).toBe('रबी and खरीफ 2025');
    expect(seasonName('Rabindra 2025', 'hi')).toBe('Rabindra 2025');
    expect(seasonName('Bench 2025', 'hi')).toBe('Bench 2025');
    expect(seasonName('', 'hi')).toBe('');
  });

  it('leaves the season as written for an English reader', () => {
    expect(seasonName('Rabi 2025-26', 'en')).toBe('Rabi 2025-26');
    expect(seasonName('kharif 2025', 'en')).toBe('kharif 2025');
  });
});

describe('termsText', () => {
  it("shows a rate list's season in the reader's language, as the rate list and its earlier lists are headed", () => {
    const terms = { season: 'Rabi 2025-26', effectiveFrom: '2025-10-01' };
    expect(termsText(terms, 'hi')).toBe('मौसम: रबी 2025-26 · से लागू: 1 अक्टूबर 2025');
    expect(termsText(terms, 'en')).toBe('Season: Rabi 2025-26 · Effective from: 1 October 2025');
  });

  it('shows a season not yet stated as the placeholder in the reader language', () => {
    const terms = { season: 'To be confirmed by the corporation', effectiveFrom: null };
    expect(termsText(terms, 'hi')).toBe('मौसम: निगम द्वारा पुष्टि की जानी है · से लागू: निगम द्वारा पुष्टि की जानी है');
    expect(termsText(terms, 'en')).toBe(
      'Season: To be confirmed by the corporation · Effective from: To be confirmed by the corporation',
    );
  });
});
