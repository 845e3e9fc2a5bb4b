import { useEffect, useId, useRef, useState } from 'react';
import { COLLECTION_TEXTS } from '../../../content/collection';
import type { StockLanguage } from '../../../content/stock';
import { Modal } from '../../ui/components/Modal';
import { openCamera, qrDetector, type BarcodeDetectorLike } from '../qr-scan';

/** How often the picture is looked at for a code: often enough to feel instant, seldom enough to spare the battery. */
const SCAN_INTERVAL_MS = 250;

interface QrScannerProps {
  language: StockLanguage;
  /** What the first QR code seen holds (the pickup code alone); the camera is already off. */
  onCode: (text: string) => void;
  onClose: () => void;
}

/**
 * The phone's camera in a dialog, looking for the slip's QR code until it sees one. The camera is turned off as soon
 * as a code is read or the dialog closes, and a camera refused or missing is said, for the code to be typed instead.
 */
export function QrScanner({ language, onCode, onClose }: QrScannerProps) {
  const texts = COLLECTION_TEXTS[language];
  const hint = useId();
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const [camera, setCamera] = useState<'starting' | 'scanning' | 'failed'>('starting');
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let live = true;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const look = async (detector: BarcodeDetectorLike) => {
      if (!live || !video.current) return;
      try {
        const [seen] = await detector.detect(video.current);
        if (live && seen?.rawValue) {
          stop();
          onCodeRef.current(seen.rawValue);
          return;
        }
      } catch {
        // The picture is not ready yet (the first frames): look again.
      }
      if (live) timer = setTimeout(() => void look(detector), SCAN_INTERVAL_MS);
    };
    const start = async () => {
      try {
        stream = await openCamera();
        const element = video.current;
        if (!live || !element) {
          stop();
          return;
        }
        element.srcObject = stream;
        await element.play();
        setCamera('scanning');
        await look(qrDetector());
      } catch {
        if (live) setCamera('failed');
      }
    };
    void start();
    return () => {
      live = false;
      stop();
    };
  }, []);

  return (
    <Modal
      title={texts.scanTitle}
      onClose={onClose}
      closeLabel={texts.close}
      lang={language}
      className="stock-dialog collection-scan"
    >
      <p id={hint}>{texts.scanHint}</p>
      <video ref={video} className="collection-video" muted playsInline aria-describedby={hint} />
      {camera === 'starting' && <p role="status">{texts.cameraStarting}</p>}
      {camera === 'failed' && (
        <p role="alert" className="form-problem stock-notice">
          {texts.cameraFailed}
        </p>
      )}
    </Modal>
  );
}
