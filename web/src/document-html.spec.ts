import { documentHtml, ROUTE_DATA_ID, type RenderedPage } from './document-html';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Seed corporation</title>
    <meta name="description" content="" />
    <link rel="manifest" href="/manifest.en.webmanifest">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Every pattern a replacement string would read, and markup that would end the data block or open a comment. */
const HOSTILE = "Rs.5$' and $` and $& and $1 </script><!-- \u2028 प्रमाणित बीज";

const rendered = (text: string): RenderedPage => ({
  status: 200,
  title: text,
  description: text,
  language: 'hi',
  hydration: 'islands',
  body: `<main><h1>${text.replace(/</g, '&lt;')}</h1></main>`,
  loaderData: { notices: [{ title: text }] },
  readsLists: true,
  feeds: [
    { href: '/feeds/news.hi.xml', language: 'hi', title: 'ताज़ा समाचार (हिन्दी)' },
    { href: '/feeds/news.xml', language: 'en', title: `${text} (अंग्रेज़ी)` },
  ],
});

describe('documentHtml', () => {
  const html = documentHtml(TEMPLATE, rendered(HOSTILE), 'https://seeds.example.gov.in/latest-news');

  it('puts the page into the template once, whatever `$` patterns its text holds', () => {
    expect(html.match(/id="root"/g)).toHaveLength(1);
    expect(html.match(/<html /g)).toHaveLength(1);
    expect(html).toContain(`<h1>${HOSTILE.replace(/</g, '&lt;')}</h1>`);
  });

  it('carries the data block the browser hydrates from, closed only where it ends and readable back as written', () => {
    const block = new RegExp(`<script type="application/json" id="${ROUTE_DATA_ID}">([^<]*)</script>`).exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual({ loaderData: { notices: [{ title: HOSTILE }] } });
  });

  it('escapes the title, description and canonical address as attribute and element text', () => {
    expect(html).toContain("<title>Rs.5$' and $` and $&amp; and $1 &lt;/script&gt;&lt;!-- \u2028 प्रमाणित बीज</title>");
    expect(html).toContain('content="Rs.5$\' and $` and $&amp; and $1 &lt;/script&gt;&lt;!-- \u2028 प्रमाणित बीज"');
    expect(html).toContain('<link rel="canonical" href="https://seeds.example.gov.in/latest-news" />');
    expect(html).toContain('<html lang="hi"');
  });

  it('links the web app manifest in the language of the page', () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.hi.webmanifest">');
    expect(documentHtml(TEMPLATE, { ...rendered('Tenders'), language: 'en' }, undefined)).toContain(
      '<link rel="manifest" href="/manifest.en.webmanifest">',
    );
  });

  it('names the feeds of the page in its head, in the order given, their names escaped', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const feeds = [...head.matchAll(/<link rel="alternate" type="application\/rss\+xml" ([^>]*)\/>/g)].map((match) =>
      match[1].trim(),
    );
    expect(feeds).toEqual([
      'title="ताज़ा समाचार (हिन्दी)" href="/feeds/news.hi.xml"',
      `title="Rs.5$' and $\` and $&amp; and $1 &lt;/script&gt;&lt;!-- \u2028 प्रमाणित बीज (अंग्रेज़ी)" href="/feeds/news.xml"`,
    ]);
  });
});
