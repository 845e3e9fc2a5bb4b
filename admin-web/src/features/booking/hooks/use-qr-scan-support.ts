import { useEffect, useState } from 'react';
import { qrScanSupported } from '../qr-scan';

/** Whether the scan may be offered: false until the browser has said it can read QR codes. */
export function useQrScanSupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let live = true;
    void qrScanSupported().then((answer) => {
      if (live) setSupported(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return supported;
}
