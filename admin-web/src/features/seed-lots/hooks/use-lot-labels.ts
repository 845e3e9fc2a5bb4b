import type { AdminSeedLot } from '@seedcorp/contracts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { SEED_LOTS_TEXTS } from '../../../content/seed-lots';
import { messageOf } from '../../api/api-client';
import { downloadBase64Pdf } from '../../site-content/download';
import { fetchLabels } from '../api/seed-lots-api';

/**
 * A lot's sheet of QR labels, made by the service and downloaded as the PDF file it names after the lot; `making`
 * is the key of the lot whose sheet is being made, so that its button says so and is not pressed twice.
 */
export function useLotLabels() {
  const [making, setMaking] = useState<string>();

  const download = async (lot: Pick<AdminSeedLot, 'key'>) => {
    if (making) return;
    setMaking(lot.key);
    try {
      const { message, labels } = await fetchLabels(lot.key);
      downloadBase64Pdf(labels.fileName, labels.pdf);
      toast.success(message);
    } catch (error) {
      toast.error(messageOf(error, SEED_LOTS_TEXTS.labelsFailed));
    } finally {
      setMaking(undefined);
    }
  };

  return { making, download };
}
