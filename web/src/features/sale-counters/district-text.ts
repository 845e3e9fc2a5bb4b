import { CONTENT_PLACEHOLDER, districtName, type Bilingual } from '@seedcorp/contracts';

/** A counter's district as `Stated` shows it: its Hindi name to a Hindi reader, and marked while it is not stated. */
export const districtText = (district: string | null): Bilingual | string =>
  district ? { en: district, hi: districtName(district, 'hi') } : CONTENT_PLACEHOLDER;
