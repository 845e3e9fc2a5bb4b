import type { NotificationLocation } from '@seedcorp/contracts';
import { definePage } from '../../features/api/page-loader';
import { documentsRead } from '../../features/api/list-reads';

/** One module serves every administration document page: its words and one notification section's documents. */
export const administrationDocumentsPage = (location: NotificationLocation) =>
  definePage('administration/AdministrationDocumentsPage', {
    words: true,
    reads: () => ({ documents: documentsRead(location) }),
  });
export type AdministrationDocumentsPage = ReturnType<typeof administrationDocumentsPage>;

export const ANTI_STUBBLE_CAMPAIGN_PAGE = definePage('administration/AntiStubbleCampaignPage', {
  words: true,
  reads: () => ({ documents: documentsRead('Anti Stubble Burning') }),
});
