/**
 * The prose of /schemes and /production/incentives. Their tables (the subsidy programme, the seed production
 * assistance, the incentives to growers) are the content service's, kept current by the administrators.
 */
export const HYBRID_VEGETABLE_SEED_SUBSIDY = { percent: 50, scheme: 'a state farm scheme' } as const;

export const VEGETABLE_SCHEME_HEADINGS = {
  hybridSeed: 'Subsidy on hybrid vegetable seed',
  productionAssistance: 'Seed production assistance',
} as const;

const { percent: hybridPercent, scheme: hybridScheme } = HYBRID_VEGETABLE_SEED_SUBSIDY;
export const HYBRID_VEGETABLE_SEED_SUBSIDY_TEXT = `${hybridPercent}% subsidy on hybrid vegetable seed under ${hybridScheme}.`;

export const GROWER_INCENTIVES_HEADING = 'Facilities To Growers';
