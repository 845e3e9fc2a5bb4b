import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { SEED_LOT_LIMITS } from '@seedcorp/contracts';

const MM = 72 / 25.4;

/**
 * A4 sheets of 3 by 8 labels of 63.5 by 33.9 mm (the common label stock of that count), each with the lot's QR code
 * and, under it, the lot number in plain text, for a tag where a phone cannot read the code.
 */
const SHEET = { width: 210 * MM, height: 297 * MM, columns: 3, rows: 8 };
const LABEL = { width: 63.5 * MM, height: 33.9 * MM, gap: 2.5 * MM };
const MARGIN = {
  left: (SHEET.width - SHEET.columns * LABEL.width - (SHEET.columns - 1) * LABEL.gap) / 2,
  top: (SHEET.height - SHEET.rows * LABEL.height) / 2,
};
/** The code with its quiet zone: large enough for a phone at arm's length, small enough to leave room for the number. */
const CODE_SIZE = 25 * MM;
const PADDING = 2 * MM;
const BLACK = rgb(0, 0, 0);

export interface LabelSheetInput {
  lotNumber: string;
  /** What every code holds: the lot's short address on the public site. */
  address: string;
  /** A line beside each code, so that a sheet is told from another at a glance: the crop and variety. */
  caption: string;
  labels: number;
}

/** Text cut to fit a width, with an ellipsis. */
function fitted(text: string, width: number, measure: (text: string) => number): string {
  if (measure(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && measure(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * The sheets as one PDF. The code is a PNG of whole pixels per module (error correction M), embedded once and
 * placed on every label, so the file stays small however many labels it holds.
 */
export async function labelSheets(input: LabelSheetInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`QR labels of seed lot ${input.lotNumber}`);
  document.setCreator('Seed lot labels');
  document.setProducer('Seed lot labels');
  const png = await QRCode.toBuffer(input.address, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 12 });
  const code = await document.embedPng(png);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const textWidth = LABEL.width - CODE_SIZE - 3 * PADDING;

  for (let index = 0; index < input.labels; index += 1) {
    const onSheet = index % SEED_LOT_LIMITS.labelsPerSheet;
    const page =
      onSheet === 0 ? document.addPage([SHEET.width, SHEET.height]) : document.getPage(document.getPageCount() - 1);
    const column = onSheet % SHEET.columns;
    const row = Math.floor(onSheet / SHEET.columns);
    const left = MARGIN.left + column * (LABEL.width + LABEL.gap);
    const bottom = SHEET.height - MARGIN.top - (row + 1) * LABEL.height;
    const codeBottom = bottom + LABEL.height - PADDING / 2 - CODE_SIZE;
    page.drawImage(code, { x: left + PADDING, y: codeBottom, width: CODE_SIZE, height: CODE_SIZE });

    const numberSize = 7.5;
    const number = fitted(input.lotNumber, CODE_SIZE + PADDING, (text) => bold.widthOfTextAtSize(text, numberSize));
    const numberWidth = bold.widthOfTextAtSize(number, numberSize);
    page.drawText(number, {
      x: left + PADDING + (CODE_SIZE - numberWidth) / 2,
      y: bottom + PADDING / 2 + 1,
      size: numberSize,
      font: bold,
      color: BLACK,
    });

    const textLeft = left + CODE_SIZE + 2 * PADDING;
    const lines: { text: string; size: number; font: typeof bold }[] = [
      { text: 'Lot', size: 6.5, font: regular },
      { text: input.lotNumber, size: 8, font: bold },
      // The standard fonts write Latin text only: a sign outside it is left out rather than refused.
      { text: input.caption.replace(/[^\x20-\x7E]/g, ''), size: 6.5, font: regular },
      { text: 'Scan to check this seed', size: 6.5, font: regular },
      { text: input.address.replace(/^https?:\/\//, ''), size: 6, font: regular },
    ];
    let y = bottom + LABEL.height - PADDING - 8;
    for (const line of lines) {
      const shown = fitted(line.text, textWidth, (text) => line.font.widthOfTextAtSize(text, line.size));
      page.drawText(shown, { x: textLeft, y, size: line.size, font: line.font, color: BLACK });
      y -= line.size + 3;
    }
  }
  return document.save();
}
