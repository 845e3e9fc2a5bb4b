import { PDFDocument, PDFName, PDFRawStream, PDFDict, decodePDFRawStream } from '@cantoo/pdf-lib';
import jsQR from 'jsqr';

/**
 * The images a PDF's first page places (each stored image once, with how often the page names it), each decoded
 * from its stream and read by jsQR.
 */
export async function qrCodesOf(pdf: Buffer): Promise<{ code: string | undefined; placed: number }[]> {
  const document = await PDFDocument.load(pdf);
  const resources = document.getPage(0).node.Resources();
  const objects = resources?.lookup(PDFName.of('XObject'), PDFDict);
  const placed = new Map<string, number>();
  for (const [, ref] of objects?.entries() ?? []) placed.set(ref.toString(), (placed.get(ref.toString()) ?? 0) + 1);
  const found: { code: string | undefined; placed: number }[] = [];
  for (const [, ref] of objects?.entries() ?? []) {
    if (!placed.has(ref.toString())) continue;
    const times = placed.get(ref.toString()) as number;
    placed.delete(ref.toString());
    const image = document.context.lookup(ref);
    if (!(image instanceof PDFRawStream) || image.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
    const width = Number(image.dict.get(PDFName.of('Width'))?.toString());
    const height = Number(image.dict.get(PDFName.of('Height'))?.toString());
    const space = image.dict.get(PDFName.of('ColorSpace'))?.toString();
    const channels = space === '/DeviceGray' ? 1 : 3;
    const pixels = decodePDFRawStream(image).decode();
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let at = 0; at < width * height; at += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        rgba[at * 4 + channel] = pixels[at * channels + (channels === 1 ? 0 : channel)];
      }
      rgba[at * 4 + 3] = 255;
    }
    found.push({ code: jsQR(rgba, width, height)?.data, placed: times });
  }
  return found;
}
