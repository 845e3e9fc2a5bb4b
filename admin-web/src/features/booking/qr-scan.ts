/** The parts of the Shape Detection API's `BarcodeDetector` the scan uses (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}

export interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const QR_FORMAT = 'qr_code';

const detectorClass = (): BarcodeDetectorClass | undefined =>
  'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector
    : undefined;

/**
 * Whether this browser can scan a QR code with the phone's camera: it has a `BarcodeDetector` that reads QR codes
 * and may ask for the camera. Where it cannot (Firefox, Safari, a desktop without a camera API), the code is typed.
 */
export async function qrScanSupported(): Promise<boolean> {
  const Detector = detectorClass();
  if (!Detector || typeof navigator.mediaDevices?.getUserMedia !== 'function') return false;
  try {
    return (await Detector.getSupportedFormats()).includes(QR_FORMAT);
  } catch {
    return false;
  }
}

/** A detector of QR codes; only called once `qrScanSupported()` said yes. */
export function qrDetector(): BarcodeDetectorLike {
  const Detector = detectorClass();
  if (!Detector) throw new Error('This browser has no BarcodeDetector');
  return new Detector({ formats: [QR_FORMAT] });
}

/** The phone's back camera where it has one: the one pointed at a slip on the counter. */
export const openCamera = (): Promise<MediaStream> =>
  navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
