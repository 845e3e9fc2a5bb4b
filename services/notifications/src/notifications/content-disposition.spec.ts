import { inlinePdfDisposition } from './content-disposition';

describe('inlinePdfDisposition', () => {
  it('names the file after the title', () => {
    expect(inlinePdfDisposition('Tender for gunny bags 2025')).toBe(
      `inline; filename="Tender for gunny bags 2025.pdf"; filename*=UTF-8''Tender%20for%20gunny%20bags%202025.pdf`,
    );
  });

  it('keeps quotes, slashes and header syntax out of the plain name', () => {
    expect(inlinePdfDisposition('a "b"; c/d\\e\r\nX-Evil: 1')).toBe(
      `inline; filename="a _b_ c d e X-Evil_ 1.pdf"; filename*=UTF-8''a%20%22b%22%3B%20c%20d%20e%20%20X-Evil%3A%201.pdf`,
    );
  });

  it('gives non-ASCII titles an ASCII fallback and the exact UTF-8 form', () => {
    expect(inlinePdfDisposition('बीज निविदा — 2025')).toBe(
      `inline; filename="_ _ _ 2025.pdf"; filename*=UTF-8''${encodeURIComponent('बीज निविदा — 2025')}.pdf`,
    );
  });

  it('survives lone surrogates and keeps long titles whole characters', () => {
    expect(inlinePdfDisposition('a\ud800b')).toBe(`inline; filename="a b.pdf"; filename*=UTF-8''a%20b.pdf`);
    expect(inlinePdfDisposition('😀'.repeat(200))).toBe(
      `inline; filename="_.pdf"; filename*=UTF-8''${encodeURIComponent('😀'.repeat(150))}.pdf`,
    );
  });

  it('falls back to "document" when nothing of the title is left', () => {
    expect(inlinePdfDisposition('   ')).toBe(`inline; filename="document.pdf"; filename*=UTF-8''document.pdf`);
  });
});
