import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { checkPdf } from './pdf-check';

async function pdf(change?: (document: PDFDocument) => void, useObjectStreams = false): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  change?.(document);
  return Buffer.from(await document.save({ useObjectStreams }));
}

describe('checkPdf', () => {
  it('accepts a plain PDF', async () => {
    expect(await checkPdf(await pdf())).toBe('pdf');
  });

  it.each([
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a PDF header followed by HTML', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>')],
    ['a catalogue without pages', Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s as not a PDF', async (_kind, bytes) => {
    expect(await checkPdf(bytes)).toBe('notPdf');
  });

  it('refuses an encrypted PDF', async () => {
    const bytes = await pdf((document) => {
      document.context.trailerInfo.Encrypt = document.context.register(
        document.context.obj({ Filter: 'Standard', V: 1, R: 2, O: PDFString.of('x'), U: PDFString.of('y'), P: -4 }),
      );
    });
    expect(await checkPdf(bytes)).toBe('encrypted');
  });

  it.each([
    ['an open action running JavaScript', false],
    ['an open action running JavaScript inside an object stream', true],
  ])('refuses %s', async (_kind, useObjectStreams) => {
    const bytes = await pdf((document) => {
      document.catalog.set(
        PDFName.of('OpenAction'),
        document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
      );
    }, useObjectStreams);
    expect(await checkPdf(bytes)).toBe('scripted');
  });

  it('refuses a page with additional actions and a link that launches a program', async () => {
    const withPageActions = await pdf((document) => {
      document.getPage(0).node.set(PDFName.of('AA'), document.context.obj({}));
    });
    const withLaunch = await pdf((document) => {
      const action = document.context.register(document.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') }));
      document.catalog.set(PDFName.of('OpenAction'), action);
    });
    expect(await checkPdf(withPageActions)).toBe('scripted');
    expect(await checkPdf(withLaunch)).toBe('scripted');
  });
});
