import type { NotificationLocation } from '@seedcorp/contracts';
import { definePage } from '../../features/api/page-loader';
import { documentsRead } from '../../features/api/list-reads';

export const APPLICATION_FORM_PAGE = definePage('rti/ApplicationFormPage', { words: true });
export const PROACTIVE_DISCLOSURE_PAGE = definePage('rti/ProactiveDisclosurePage', { words: true });
export const AUTHORITIES_PAGE = definePage('rti/AuthoritiesPage', {
  words: true,
  reads: () => ({ authorities: { name: 'authorities' as const } }),
});
export const OFFICERS_DIRECTORY_PAGE = definePage('rti/OfficersDirectoryPage', {
  words: true,
  reads: () => ({ officers: { name: 'officers' as const } }),
});

/** One module serves every written disclosure: its words, and the documents of a section where it lists one. */
export const disclosurePage = (location?: NotificationLocation) =>
  definePage('rti/DisclosurePage', {
    words: true,
    reads: (): { documents?: ReturnType<typeof documentsRead> } =>
      location ? { documents: documentsRead(location) } : {},
  });
export type DisclosurePage = ReturnType<typeof disclosurePage>;
