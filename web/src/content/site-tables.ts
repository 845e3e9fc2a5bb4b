/**
 * The corporation's tables each page shows, by their key in the content service, in page order. Their rows are
 * data the administrators keep current (rates change every season), so none of them is compiled into the site.
 */
export interface SiteTableRef {
  key: string;
  /** A rate list: the page also offers its earlier lists. */
  rateList?: boolean;
}

const rateList = (key: string): SiteTableRef => ({ key, rateList: true });
const table = (key: string): SiteTableRef => ({ key });

export const SITE_TABLES = {
  kharifSeeds: [rateList('kharif-crop-rates'), rateList('kharif-packet-rates')],
  rabiSeeds: [rateList('rabi-crop-rates')],
  kharifVegetables: [rateList('kitchen-garden-packet')],
  rabiVegetables: [rateList('rabi-vegetable-rates'), rateList('rabi-vegetable-minikits')],
  saleCounters: [table('sale-counters')],
  agroChemicals: [table('agro-chemical-rates')],
  subsidyProgram: [table('subsidy-program')],
  citizenServices: [table('citizen-services')],
  rabiVegetableList: [table('vegetables-rabi')],
  kharifVegetableList: [table('vegetables-kharif')],
  vegetableSchemes: [table('seed-production-assistance')],
  growerIncentives: [table('grower-incentives')],
  rabiPlan: [table('rabi-production-plan')],
  kharifPlan: [table('kharif-production-plan')],
  processingPlants: [table('processing-plants')],
  // /services shows the citizen services of /marketing/citizen-services beside its own tables: one table, one edit.
  serviceTimeLimits: [table('citizen-services'), table('complaint-time-limits')],
  serviceFees: [table('service-fees')],
  financialResults: [table('financial-results')],
  registrations: [table('tax-registration'), table('gst-registration')],
  contactDetails: [table('contact-details')],
} as const satisfies Record<string, readonly SiteTableRef[]>;

/** A crop page's varieties. */
export const cropVarietiesTable = (slug: string): SiteTableRef => table(`crop-varieties-${slug}`);
