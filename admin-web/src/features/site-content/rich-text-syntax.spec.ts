import { checkPageContent, type RichText } from '@seedcorp/contracts';
import { parseRichText, richTextToSource, SYNTAX_PROBLEMS } from './rich-text-syntax';

const textOf = (source: string): RichText => {
  const parsed = parseRichText(source);
  if (parsed.problem !== undefined) throw new Error(parsed.problem);
  return parsed.text;
};

describe('rich text typed with marks', () => {
  it('reads text without marks as a plain string, every character as typed, markup included', () => {
    expect(textOf('Seed is sold at 74 counters.')).toBe('Seed is sold at 74 counters.');
    expect(textOf('<b>bold</b> & "quoted" (a) ] }')).toBe('<b>bold</b> & "quoted" (a) ] }');
    expect(textOf('')).toBe('');
    expect(textOf('प्रमाणित बीज बिक्री केंद्रों पर मिलता है।')).toBe('प्रमाणित बीज बिक्री केंद्रों पर मिलता है।');
  });

  it('reads emphasis, links and the placeholder into pieces, in English and Hindi alike', () => {
    expect(textOf('Sow *certified seed* only; see [the rates](/marketing/rabi-seeds). Phone: {?}.')).toEqual([
      'Sow ',
      { em: 'certified seed' },
      ' only; see ',
      { text: 'the rates', href: '/marketing/rabi-seeds' },
      '. Phone: ',
      { placeholder: true },
      '.',
    ]);
    expect(textOf('केवल *प्रमाणित बीज* बोएँ: [दरें](https://example.gov.in/rates)')).toEqual([
      'केवल ',
      { em: 'प्रमाणित बीज' },
      ' बोएँ: ',
      { text: 'दरें', href: 'https://example.gov.in/rates' },
    ]);
    expect(textOf('{?}')).toEqual([{ placeholder: true }]);
  });

  it('keeps a backslashed mark character as itself, and a lone backslash as a backslash', () => {
    expect(textOf('5 \\* 3 \\[note\\] \\{x\\} C:\\files')).toBe('5 * 3 [note] {x} C:\\files');
    expect(textOf('*a \\* b*')).toEqual([{ em: 'a * b' }]);
    expect(textOf('[see (this\\)](/rti)')).toEqual([{ text: 'see (this)', href: '/rti' }]);
    expect(textOf('[x](/a\\)b)')).toEqual([{ text: 'x', href: '/a)b' }]);
  });

  it('names the first mark that is not closed or not understood, with the words where it starts', () => {
    expect(parseRichText('Sow *certified seed only.')).toEqual({
      problem: SYNTAX_PROBLEMS.emphasisOpen('*certified seed only.'),
    });
    expect(parseRichText('a ** b')).toEqual({ problem: SYNTAX_PROBLEMS.emphasisEmpty('** b') });
    expect(parseRichText('see [the rates')).toEqual({ problem: SYNTAX_PROBLEMS.linkOpen('[the rates') });
    expect(parseRichText('note [1] here')).toEqual({ problem: SYNTAX_PROBLEMS.linkAddress('[1] here') });
    expect(parseRichText('[rates](/marketing')).toEqual({ problem: SYNTAX_PROBLEMS.linkAddress('[rates](/marketing') });
    expect(parseRichText('[ ](/rti)')).toEqual({ problem: SYNTAX_PROBLEMS.linkEmpty('[ ](/rti)') });
    expect(parseRichText('a {b} c')).toEqual({ problem: SYNTAX_PROBLEMS.placeholder('{b} c') });
    const long = `x *${'word '.repeat(20)}`;
    expect(parseRichText(long)).toEqual({ problem: SYNTAX_PROBLEMS.emphasisOpen(`${long.slice(2, 26)}…`) });
  });

  it('writes any rich text back as marks that read to the same pieces', () => {
    const texts: RichText[] = [
      'plain 5 * 3 [a] {b} \\ end\\',
      [
        'Rates ',
        { em: 'from *1 April*' },
        ' at ',
        { text: 'the [sale] counters', href: '/marketing/sale-counters' },
        { placeholder: true },
        ' ',
        { text: 'odd', href: '/a)b' },
      ],
      [{ placeholder: true }],
      [{ em: 'बीज' }, ' दर ', { text: 'सूचना', href: 'https://example.gov.in/rti?x=1' }],
    ];
    for (const text of texts) expect(textOf(richTextToSource(text))).toEqual(text);
    expect(
      richTextToSource(['See ', { text: 'RTI', href: '/rti' }, ' and ', { em: 'note' }, ': ', { placeholder: true }]),
    ).toBe('See [RTI](/rti) and *note*: {?}');
  });

  it('gives only pieces the page contract accepts', () => {
    const text = textOf('Sow *seed*, see [rates](/marketing/rabi-seeds), phone {?}');
    const page = {
      path: '/about-us',
      title: { en: 'About Us', hi: 'हमारे बारे में' },
      hindiReview: 'drafted',
      blocks: [{ id: 'intro', type: 'paragraph', text: { en: text, hi: text } }],
    };
    expect(checkPageContent(page)).toEqual([]);
  });
});
