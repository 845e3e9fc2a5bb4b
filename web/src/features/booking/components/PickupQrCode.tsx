import QRCode from 'qrcode';

/**
 * The slip's pickup code as a QR code, drawn as SVG on the server: the counter's phone scans it and types the code.
 * One path of unit squares, so the page carries a few hundred bytes, not an image.
 */
export function PickupQrCode({ text, label }: { text: string; label: string }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const size = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return (
    <svg
      className="pickup-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="160"
      height="160"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
