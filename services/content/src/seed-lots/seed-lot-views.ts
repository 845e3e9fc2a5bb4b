import {
  findFieldCrop,
  PROCESSING_PLANT_NAMES,
  SEED_CLASS_NAMES,
  seasonTitle,
  seedLotState,
  withdrawalNoticeTitle,
  type AdminSeedLot,
  type Bilingual,
  type PublicSeedLot,
  type SeedLotForm,
  type SeedLotNotice,
  type SeedLotWithdrawal,
} from '@seedcorp/contracts';
import type { SeedLot } from './seed-lot.entity';

export const gramsOf = (kg: number): number => Math.round(kg * 1000);
const kgOf = (grams: number): number => grams / 1000;

const cropName = (slug: string): Bilingual => findFieldCrop(slug)?.name ?? { en: slug, hi: slug };

function withdrawalOf(lot: SeedLot): SeedLotWithdrawal | null {
  if (!lot.withdrawnAt || !lot.withdrawalReason) return null;
  const { en, hi } = lot.withdrawalReason;
  return { at: lot.withdrawnAt.toISOString(), reason: { en, hi: hi ?? en }, hindiGiven: hi !== null };
}

export function adminLotOf(lot: SeedLot, today: string): AdminSeedLot {
  return {
    key: lot.id,
    lotKey: lot.lotKey,
    lotNumber: lot.lotNumber,
    crop: lot.crop,
    cropName: cropName(lot.crop),
    variety: lot.variety,
    seedClass: lot.seedClass,
    season: lot.season,
    plant: lot.plant,
    plantName: PROCESSING_PLANT_NAMES[lot.plant],
    processedOn: lot.processedOn,
    testedOn: lot.testedOn,
    germination: lot.germination,
    purity: lot.purity,
    moisture: lot.moisture,
    validUntil: lot.validUntil,
    certificationAgency: lot.certificationAgency,
    tagSeries: lot.tagSeries,
    bags: lot.bags,
    bagKg: kgOf(lot.bagGrams),
    state: seedLotState({ withdrawn: lot.withdrawnAt !== null, validUntil: lot.validUntil }, today),
    withdrawal: withdrawalOf(lot),
    version: lot.version,
    createdAt: lot.createdAt.toISOString(),
    updatedAt: lot.updatedAt.toISOString(),
  };
}

/** What a farmer reads of a lot: no count of bags, no record ids. */
export function publicLotOf(lot: SeedLot, today: string): PublicSeedLot {
  return {
    lotNumber: lot.lotNumber,
    lotKey: lot.lotKey,
    crop: cropName(lot.crop),
    variety: lot.variety,
    seedClass: lot.seedClass,
    seedClassName: SEED_CLASS_NAMES[lot.seedClass],
    season: seasonTitle(lot.season),
    plant: PROCESSING_PLANT_NAMES[lot.plant],
    processedOn: lot.processedOn,
    testedOn: lot.testedOn,
    germination: lot.germination,
    purity: lot.purity,
    moisture: lot.moisture,
    validUntil: lot.validUntil,
    certificationAgency: lot.certificationAgency,
    tagSeries: lot.tagSeries,
    bagKg: kgOf(lot.bagGrams),
    state: seedLotState({ withdrawn: lot.withdrawnAt !== null, validUntil: lot.validUntil }, today),
    withdrawal: withdrawalOf(lot),
  };
}

export function noticeOf(lot: SeedLot): SeedLotNotice {
  return {
    lotNumber: lot.lotNumber,
    lotKey: lot.lotKey,
    crop: cropName(lot.crop),
    variety: lot.variety,
    seedClassName: SEED_CLASS_NAMES[lot.seedClass],
    plant: PROCESSING_PLANT_NAMES[lot.plant],
    withdrawal: withdrawalOf(lot) as SeedLotWithdrawal,
    title: withdrawalNoticeTitle(lot.lotNumber, lot.variety),
  };
}

/** A lot's fields as the audit trail names them, each as text, to compare a lot before and after a change. */
export function auditedFields(
  lot: Pick<SeedLot, Exclude<keyof SeedLotForm, 'variety' | 'bagKg'>> & {
    variety: Bilingual;
    bagGrams: number;
  },
): Record<string, string> {
  return {
    'Lot number': lot.lotNumber,
    Crop: cropName(lot.crop).en,
    Variety: lot.variety.en,
    'Seed class': SEED_CLASS_NAMES[lot.seedClass].en,
    Season: lot.season,
    Plant: PROCESSING_PLANT_NAMES[lot.plant].en,
    'Processing date': lot.processedOn,
    'Test date': lot.testedOn,
    'Germination %': String(lot.germination),
    'Physical purity %': String(lot.purity),
    'Moisture %': String(lot.moisture),
    'Valid until': lot.validUntil,
    'Certification agency': lot.certificationAgency,
    'Tag series': lot.tagSeries,
    Bags: String(lot.bags),
    'Bag size (kg)': String(kgOf(lot.bagGrams)),
  };
}
