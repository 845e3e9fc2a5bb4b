import { offlinePage, savedAt, savedPageTitle, withSavedCopyNotice } from './saved-copy';

const PAGE = `<!doctype html>
<html lang="en">
  <head><title>Rabi Seeds | State Seed Corporation</title></head>
  <body class="x">
    <div id="root"><main><h1>Rabi Seeds</h1></main></div>
  </body>
</html>`;

describe('a saved page shown offline', () => {
  const saved = new Date(2026, 10, 26, 17, 5);

  it('is dated as the site dates things, with the time on a 24-hour clock', () => {
    expect(savedAt(saved)).toBe('26-11-2026, 17:05');
    expect(savedAt(new Date(2027, 0, 3, 9, 7))).toBe('03-01-2027, 09:07');
  });

  it('says when it was saved, in the visitor\u2019s language, before the app\u2019s root so the page hydrates as saved', () => {
    const english = withSavedCopyNotice(PAGE, saved, 'en');
    expect(english).toContain(
      '<body class="x"><section class="saved-copy" aria-label="Saved copy of 26-11-2026, 17:05"><p>Saved copy of 26-11-2026, 17:05</p></section>',
    );
    expect(english.indexOf('saved-copy')).toBeLessThan(english.indexOf('id="root"'));
    expect(english.replace(/<section class="saved-copy".*?<\/section>/, '')).toBe(PAGE);
    expect(withSavedCopyNotice(PAGE, saved, 'hi')).toContain('<p>26-11-2026, 17:05 की सहेजी गई प्रति</p>');
  });

  it('is listed by its title without the site\u2019s name, markup in the title read as text', () => {
    expect(savedPageTitle(PAGE)).toBe('Rabi Seeds');
    expect(savedPageTitle('<title>State Seed Corporation</title>')).toBe('State Seed Corporation');
    expect(savedPageTitle('<title>Seeds &amp; &lt;b&gt;rates&lt;/b&gt; | X</title>')).toBe('Seeds & <b>rates</b>');
  });
});

describe('the offline page, for a page never saved', () => {
  const pages = [
    { path: '/tenders', title: 'Tenders', saved: new Date(2026, 10, 26, 8, 0) },
    { path: '/marketing/kharif-seeds', title: 'Kharif <Seeds>', saved: new Date(2026, 10, 25, 18, 30) },
  ];

  it('says what happened, offers to try again and lists the saved pages by title, with the time each was saved', () => {
    const html = offlinePage({ path: '/about-us', saved: pages, language: 'en', stylesheet: '/assets/index-a1.css' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>No internet connection</h1>');
    expect(html).toContain('<a href="/about-us">Try again</a>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-a1.css" />');
    const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
    expect(items).toEqual([
      '<a href="/marketing/kharif-seeds">Kharif &lt;Seeds&gt;</a> (saved 25-11-2026, 18:30)',
      '<a href="/tenders">Tenders</a> (saved 26-11-2026, 08:00)',
    ]);
  });

  it('speaks Hindi to a Hindi reader, and says so when nothing is saved yet', () => {
    const hindi = offlinePage({ path: '/', saved: pages, language: 'hi', stylesheet: '/s.css' });
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('<h1>इंटरनेट कनेक्शन नहीं है</h1>');
    expect(hindi).toContain('(सहेजा गया: 26-11-2026, 08:00)');
    const empty = offlinePage({ path: '/', saved: [], language: 'en', stylesheet: '/s.css' });
    expect(empty).toContain('<p>No page is saved on this device yet.</p>');
    expect(empty).not.toContain('<ul');
  });
});
