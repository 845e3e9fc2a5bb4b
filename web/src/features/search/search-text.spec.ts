import { normaliseForSearch, searchWords } from './search-text';

describe('searchWords', () => {
  it('keeps vowel signs, virama, nukta, anusvara, candrabindu and visarga inside their words', () => {
    expect(searchWords('गेहूँ की किस्में')).toEqual(['गेहूं', 'की', 'किस्में']);
    expect(searchWords('प्रमाणित बीज: दुःख, सिंचाई')).toEqual(['प्रमाणित', 'बीज', 'दुःख', 'सिंचाई']);
    // Vocalic vowel signs (U+0962, U+0963) and a virama at a word's end.
    expect(searchWords('क\u0962ल क\u0963 जगत्')).toEqual(['क\u0962ल', 'क\u0963', 'जगत्']);
  });

  it('splits at spaces, punctuation and the danda', () => {
    expect(searchWords('निविदा सूचना।अंतिम तिथि—(2025)')).toEqual(['निविदा', 'सूचना', 'अंतिम', 'तिथि', '2025']);
    expect(searchWords('HD-123 and C-306 (Desi)')).toEqual(['hd', '123', 'and', 'c', '306', 'desi']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('reads the nukta forms, candrabindu and anusvara each as one spelling', () => {
    const variants = [
      ['ख़रीफ़', 'खरीफ'],
      ['\u0959\u0930\u0940\u095E', 'खरीफ'],
      ['ग़ज़ल', 'गजल'],
      ['उड़द', 'उडद'],
      ['गेहूँ', 'गेहूं'],
      ['सब्ज़ियाँ', 'सब्जियां'],
    ];
    for (const [written, plain] of variants) expect(searchWords(written)).toEqual(searchWords(plain));
    expect(searchWords('खरीफ')).toEqual(['खरीफ']);
  });

  it('is NFC, without joiners, and reads numbers as their digits', () => {
    const decomposed = 'का'.normalize('NFD');
    expect(normaliseForSearch(decomposed)).toBe('का'.normalize('NFC'));
    expect(searchWords('क्\u200Dष')).toEqual(['क्ष']);
    expect(searchWords('Rs 4,49,000 and ४५')).toEqual(['rs', '449000', 'and', '45']);
  });
});
