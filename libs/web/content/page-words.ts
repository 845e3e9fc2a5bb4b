import type { PublishedBlock, RichText } from '@seedcorp/contracts';
import type { ContentLanguage } from './cell-format';

/** The few words the site adds around the corporation's page texts. */
export const PAGE_TEXTS = {
  en: {
    lastUpdated: 'Last updated',
    hindiBeingUpdated: 'The Hindi version of this part is being updated; meanwhile it is shown in English.',
  },
  hi: {
    lastUpdated: 'अंतिम अद्यतन',
    hindiBeingUpdated: 'इस भाग का हिंदी संस्करण अद्यतन किया जा रहा है; तब तक यह अंग्रेज़ी में दिखाया गया है।',
  },
} as const;

/** The names the site gives the contact record of the settings and its fields. */
export const CONTACT_TEXTS = {
  en: { caption: 'Contact details', postalAddress: 'Postal address', phone: 'Phone', email: 'E-mail' },
  hi: { caption: 'संपर्क विवरण', postalAddress: 'डाक पता', phone: 'फ़ोन', email: 'ई-मेल' },
} as const;

const isEmpty = (text: RichText | undefined) =>
  text === undefined || (typeof text === 'string' ? text.trim() === '' : text.length === 0);

/**
 * The language a block is shown in: the reader's, unless its Hindi is out of date or not written yet, when a
 * Hindi reader gets the current English (under a notice) rather than an old or missing Hindi.
 */
export function blockLanguage(block: PublishedBlock, language: ContentLanguage): ContentLanguage {
  // A table or the contact record has no words of its own: it shows each of its texts as it stands.
  if (language === 'en' || block.type === 'table' || block.type === 'contact') return language;
  if (block.hindiOutdated) return 'en';
  const hindi: (RichText | undefined)[] =
    block.type === 'list' || block.type === 'steps'
      ? block.items.map((item) => item.hi)
      : block.type === 'links'
        ? block.items.map((item) => item.text.hi)
        : [block.text.hi];
  return hindi.some(isEmpty) ? 'en' : 'hi';
}
