import { describe, expect, it } from '@jest/globals';
import * as administration from './administration';
import { isPlaceholder, NONE, PLACEHOLDER, type DataTable } from './content-types';
import * as counters from './counters';
import { SALE_COUNTER_COUNTS } from './counters';
import * as crops from './crops';
import { choicePageVarieties, CROPS, cropsOfSeason, findCrop, findCropAtPath, CROP_SEASON_PATHS } from './crops';
import { formatCell, formatIndian } from './format';
import * as marketing from './marketing';
import * as organisation from './organisation';
import * as about from './about';
import { ABOUT_PLANTS, ABOUT_SALE_NETWORK, ABOUT_TESTING_LAB } from './about';
import {
  ABOUT_US,
  BOARD,
  CONTACT_FEEDBACK,
  ENGINEERING_TEXT,
  FINANCE,
  FINANCE_FIGURES,
  FINANCE_TEXTS,
  HISTORY,
  PRODUCTIVITY_AWARD,
  SEED_PORTAL,
  SHARE_CAPITAL,
} from './organisation';
import * as infoPages from './info-pages';
import { INFO_PAGES } from './info-pages';
import * as screenReaders from './screen-readers';
import { SCREEN_READERS, SCREEN_READERS_TABLE } from './screen-readers';
import { ROUTE_TABLE } from '../routes';
import * as plants from './plants';
import { OTHER_FACILITIES, PROCESSING_PLANT_NAMES } from './plants';
import * as policies from './policies';
import { HELP, POLICY_PAGES } from './policies';
import * as production from './production';
import { FIELD_INSPECTIONS, PRODUCTION_STAGES } from './production';
import * as rates from './rates';
import { WHERE_SEED_IS_SOLD } from './rates';
import * as rti from './rti';
import { PROACTIVE_DISCLOSURE_PAGES } from './rti';
import * as rtiPages from './rti-pages';
import { BUDGET_ALLOTMENT_TABLE, RTI_FEE_TEXTS, RTI_FEES } from './rti-pages';
import * as services from './services';
import {
  DEFECTIVE_SEED,
  GROWER_REGISTRATION_FEE_RUPEES,
  REJECTED_PRODUCE_TAKEN_BACK_WITHIN_DAYS,
  SEED_LAB_TESTING,
  SEED_LAB_TESTING_TEXT,
  SERVICES_PAGE,
} from './services';
import * as specFigures from './spec-figures';
import {
  SPEC_BOARD,
  SPEC_CORPORATION,
  SPEC_CROPS,
  SPEC_DISCLOSURE_PAGES,
  SPEC_FIELD_INSPECTION_STAGES,
  SPEC_OTHER_FACILITIES,
  SPEC_PLANTS,
  SPEC_PRODUCTION_STAGES,
  SPEC_RTI_FEES,
  SPEC_SERVICES,
  SPEC_VEGETABLE_SCHEMES,
  SPEC_WHEAT_CHOICE_PAGE_VARIETIES,
  SPEC_WHERE_SEED_IS_SOLD,
} from './spec-figures';
import * as subsidies from './subsidies';
import { HYBRID_VEGETABLE_SEED_SUBSIDY, HYBRID_VEGETABLE_SEED_SUBSIDY_TEXT } from './subsidies';
import * as vegetables from './vegetables';

/**
 * The content is held to the figures the specification states (spec-figures.ts) and to invariants
 * every table, rate and placeholder keeps; wording the spec does not fix is not copied here, so a
 * change of content is one edit in its module.
 */

const MODULES: Record<string, object> = {
  about,
  administration,
  counters,
  crops,
  infoPages,
  marketing,
  organisation,
  plants,
  policies,
  production,
  rates,
  rti,
  rtiPages,
  screenReaders,
  services,
  subsidies,
  vegetables,
};

interface Leaf {
  path: string;
  value: unknown;
}

function leaves(value: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (typeof value === 'function') return out;
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, `${path}.${key}`, out);
    return out;
  }
  out.push({ path, value });
  return out;
}

const ALL_LEAVES = Object.entries(MODULES).flatMap(([name, mod]) => leaves(mod, name));

const lowerCase = (texts: readonly string[]) => texts.map((text) => text.toLowerCase());

const TABLES: Record<string, DataTable> = {
  screenReaders: SCREEN_READERS_TABLE,
  budget: BUDGET_ALLOTMENT_TABLE,
};

describe('formatIndian', () => {
  it.each([
    [0, '0'],
    [84, '84'],
    [999, '999'],
    [1000, '1,000'],
    [20000, '20,000'],
    [110000, '1,10,000'],
    [312720, '3,12,720'],
    [449000, '4,49,000'],
    [12345678, '1,23,45,678'],
    [-449000, '-4,49,000'],
  ])('groups %p as %p', (value, text) => {
    expect(formatIndian(value)).toBe(text);
  });

  it('keeps the stated decimals of rupee amounts', () => {
    expect(formatIndian(283.5, 2)).toBe('283.50');
    expect(formatIndian(141.75, 2)).toBe('141.75');
    expect(formatIndian(727.23)).toBe('727.23');
    expect(formatIndian(123456.5, 2)).toBe('1,23,456.50');
  });

  it('refuses what is not a finite number', () => {
    expect(() => formatIndian(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatCell', () => {
  it('groups numeric cells, keeps text and decimals as given, leaves a missing cell empty', () => {
    expect(formatCell(449000, { numeric: true })).toBe('4,49,000');
    expect(formatCell(283.5, { numeric: true, fractionDigits: 2 })).toBe('283.50');
    expect(formatCell(NONE, { numeric: true })).toBe('none');
    expect(formatCell(PLACEHOLDER, {})).toBe(PLACEHOLDER);
    expect(formatCell(undefined, { numeric: true })).toBe('');
  });
});

describe('every table', () => {
  it.each(Object.entries(TABLES))(
    '%s: a caption, each column once, rows and footer using only its columns',
    (_, table) => {
      const keys = table.columns.map((column) => column.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(table.caption).not.toBe('');
      for (const row of [...table.rows, ...(table.footer ? [table.footer] : [])]) {
        for (const key of Object.keys(row)) expect(keys).toContain(key);
      }
    },
  );

  it.each(Object.entries(TABLES))('%s: numeric cells hold numbers, a stated "none" or the placeholder', (_, table) => {
    const numeric = table.columns.filter((column) => column.numeric).map((column) => column.key);
    const cells = table.rows.flatMap((row) => numeric.map((key) => (row as Record<string, unknown>)[key]));
    const loose = cells.filter(
      (cell) =>
        cell !== undefined && !(typeof cell === 'number' && cell >= 0) && ![PLACEHOLDER, NONE].includes(cell as string),
    );
    expect(loose).toEqual([]);
  });
});

describe('field crops (spec 2.5)', () => {
  it('holds the crops of each season in the order and at the pages the spec gives', () => {
    for (const season of ['Rabi', 'Kharif'] as const) {
      const stated = SPEC_CROPS.filter((crop) => crop.season === season).map((crop) => crop.name);
      expect(cropsOfSeason(season).map((crop) => crop.name)).toEqual(stated);
    }
    for (const crop of CROPS) {
      expect(crop.path).toBe(`${CROP_SEASON_PATHS[crop.season]}/${crop.name.toLowerCase()}`);
      expect(findCropAtPath(crop.path)).toBe(crop);
      expect(findCropAtPath(`${crop.path}/`)).toBe(crop);
    }
    expect(findCrop('Kharif', 'wheat')).toBeUndefined();
    expect(findCropAtPath(CROP_SEASON_PATHS.Rabi)).toBeUndefined();
  });

  it.each(SPEC_CROPS.map((spec) => [spec.name, spec] as const))('%s: the stated varieties in order', (name, spec) => {
    expect(CROPS.find((candidate) => candidate.name === name)?.varieties).toEqual(spec.varieties);
  });

  it('lists on the Rabi page the 15 wheat varieties of the choice page', () => {
    const wheat = findCrop('Rabi', 'wheat')!;
    expect(choicePageVarieties(wheat)).toEqual(wheat.varieties);
    expect(choicePageVarieties(wheat)).toHaveLength(SPEC_WHEAT_CHOICE_PAGE_VARIETIES);
  });
});

describe('production (spec 2.3 and 9)', () => {
  it('has the two step lists with the stated numbers of steps, numbered from 1, marked until worded', () => {
    expect(Object.fromEntries(PRODUCTION_STAGES.map((list) => [list.title, list.steps.length]))).toEqual(
      SPEC_PRODUCTION_STAGES,
    );
    for (const list of PRODUCTION_STAGES) {
      expect(list.steps.map((step) => step.number)).toEqual(list.steps.map((_, index) => index + 1));
      expect(list.steps.every((step) => step.text === PLACEHOLDER)).toBe(true);
    }
  });

  it('inspects fields at the two stated stages', () => {
    expect(FIELD_INSPECTIONS.stages.map((stage) => stage.toLowerCase())).toEqual(SPEC_FIELD_INSPECTION_STAGES);
  });

  it('names the six plants of the spec, whose capacities the content service holds', () => {
    expect(PROCESSING_PLANT_NAMES).toEqual(SPEC_PLANTS.plants.map((plant) => plant.name));
  });

  it('names the other facilities and their places', () => {
    expect(OTHER_FACILITIES.map(({ facility, place }) => `${facility} at ${place}`.toLowerCase())).toEqual(
      lowerCase(SPEC_OTHER_FACILITIES),
    );
  });
});

describe('sale rates (spec 9)', () => {
  it('lists where seed is sold (spec 2.3)', () => {
    expect(WHERE_SEED_IS_SOLD.map((outlet) => outlet.toLowerCase())).toEqual(SPEC_WHERE_SEED_IS_SOLD);
  });
});

describe('vegetable schemes (spec 9)', () => {
  it('states the hybrid vegetable seed subsidy in the prose of /schemes', () => {
    expect(HYBRID_VEGETABLE_SEED_SUBSIDY.percent).toBe(SPEC_VEGETABLE_SCHEMES.hybridSeedSubsidyPercent);
    expect(HYBRID_VEGETABLE_SEED_SUBSIDY_TEXT).toContain(`${SPEC_VEGETABLE_SCHEMES.hybridSeedSubsidyPercent}%`);
  });
});

describe('services, RTI and quality control (spec 9)', () => {
  it('has the grower, complaint and laboratory figures', () => {
    expect(GROWER_REGISTRATION_FEE_RUPEES).toBe(SPEC_SERVICES.growerRegistrationFee);
    expect(DEFECTIVE_SEED).toEqual({
      complaintWithinDays: SPEC_SERVICES.defectiveSeedComplaintWithinDays,
      inspectionWithinDays: SPEC_SERVICES.inspectionWithinDays,
    });
    expect(REJECTED_PRODUCE_TAKEN_BACK_WITHIN_DAYS).toBe(SPEC_SERVICES.rejectedProduceTakenBackWithinDays);
    expect(SEED_LAB_TESTING).toEqual({
      carryOverLotsPercent: SPEC_SERVICES.labTestsCarryOverLotsPercent,
      freshLotsPercent: SPEC_SERVICES.labTestsFreshLotsPercent,
    });
    expect(SEED_LAB_TESTING_TEXT).toContain(`${SPEC_SERVICES.labTestsCarryOverLotsPercent}% of carry-over lots`);
  });

  it('charges the stated RTI fees, "none" below the poverty line', () => {
    expect(RTI_FEES).toEqual(SPEC_RTI_FEES);
    expect(RTI_FEE_TEXTS.join('\n')).toContain(`Rs ${SPEC_RTI_FEES.applicationRupees}`);
    expect(RTI_FEE_TEXTS.join('\n')).toContain(`Rs ${SPEC_RTI_FEES.perPageRupees} per page`);
  });

  it('states the inspection stages, testing shares and complaint limits on the quality control page', () => {
    const text = infoPages.QUALITY_CONTROL.sections.flatMap((section) => section.paragraphs).join('\n');
    expect(text).toContain(SPEC_FIELD_INSPECTION_STAGES.join(' and '));
    expect(text).toContain(
      `${SPEC_SERVICES.labTestsCarryOverLotsPercent}% of carry-over lots and ${SPEC_SERVICES.labTestsFreshLotsPercent}% of fresh lots`,
    );
    expect(text).toContain(`within ${SPEC_SERVICES.defectiveSeedComplaintWithinDays} days`);
    expect(text).toContain(`within ${SPEC_SERVICES.inspectionWithinDays} days`);
  });

  it('has the proactive disclosure pages in order, each with its own title, the three the spec describes from their sources', () => {
    expect(PROACTIVE_DISCLOSURE_PAGES.map((page) => page.slug)).toEqual(SPEC_DISCLOSURE_PAGES);
    expect(new Set(PROACTIVE_DISCLOSURE_PAGES.map((page) => page.title)).size).toBe(SPEC_DISCLOSURE_PAGES.length);
    const source = (slug: string) => PROACTIVE_DISCLOSURE_PAGES.find((page) => page.slug === slug)?.source;
    expect(source('directory-of-officers-employees')).toBe('server');
    expect(source('monthly-remuneration')).toBe('pdf');
    expect(source('budget-allotment')).toBe('table');
  });
});

describe('the corporation (spec 1 and 9)', () => {
  it('has the history, share capital, award and seed portal, and says them on /about-us', () => {
    expect(HISTORY).toMatchObject({ yearSetUp: SPEC_CORPORATION.yearSetUp, act: SPEC_CORPORATION.act });
    expect(SHARE_CAPITAL.authorised).toBe(SPEC_CORPORATION.authorisedShareCapital);
    expect(SHARE_CAPITAL.authorisedCrore).toBe(SPEC_CORPORATION.authorisedShareCapitalCrore);
    expect(PRODUCTIVITY_AWARD.year).toBe(SPEC_CORPORATION.productivityAwardYear);
    expect(SEED_PORTAL.sinceSeason).toBe(SPEC_CORPORATION.seedPortalSince);
    const aboutText = ABOUT_US.flatMap((section) => section.paragraphs).join('\n');
    expect(aboutText).toContain(`set up in ${SPEC_CORPORATION.yearSetUp} under the ${SPEC_CORPORATION.act}`);
    expect(aboutText).toContain(SPEC_CORPORATION.authorisedShareCapital);
  });

  it('keeps the board (a sum of its parts) off /about-us until the corporation confirms it', () => {
    expect(BOARD.directors).toBe(SPEC_BOARD.directors);
    expect(BOARD.composition.map((part) => part.directors)).toEqual(SPEC_BOARD.composition);
    expect(BOARD.composition.reduce((sum, part) => sum + part.directors, 0)).toBe(BOARD.directors);
    expect(BOARD.minimumMeetingsPerYear).toBe(SPEC_BOARD.minimumMeetingsPerYear);
    expect(BOARD.growerDirectorTenureYears).toBe(SPEC_BOARD.growerDirectorTenureYears);
    expect(ABOUT_US.flatMap((section) => section.paragraphs).join('\n')).not.toContain(`${BOARD.directors} directors`);
  });

  it('gives the sale network both readings, and groups the counters by the stated units, counters not invented', () => {
    expect(SALE_COUNTER_COUNTS).toEqual({
      aboutAndHomeText: SPEC_CORPORATION.saleCountersInAboutAndHomeText,
      saleCountersList: SPEC_CORPORATION.saleCountersListed,
    });
    const network = ABOUT_SALE_NETWORK.paragraphs.join('\n');
    expect(network).toContain(`${SPEC_CORPORATION.saleCountersInAboutAndHomeText} sale counters`);
    expect(network).toContain(`${SPEC_CORPORATION.saleCountersListed} counters`);
  });

  it('names the six plants and the testing laboratory on /about-us, and links to the plant capacities', () => {
    const plantsText = ABOUT_PLANTS.paragraphs.join('\n');
    for (const plant of SPEC_PLANTS.plants) expect(plantsText).toContain(plant.name);
    expect(lowerCase(ABOUT_PLANTS.items ?? [])).toEqual(lowerCase(SPEC_OTHER_FACILITIES));
    expect(ABOUT_PLANTS.links?.map((link) => link.path)).toEqual(['/production/seed-processing']);
    expect(ABOUT_TESTING_LAB.paragraphs[0]).toContain(
      `${SPEC_SERVICES.labTestsCarryOverLotsPercent}% of carry-over seed lots and ${SPEC_SERVICES.labTestsFreshLotsPercent}% of fresh lots`,
    );
  });

  it('has the paid-up capital and fixed assets, shown as written', () => {
    expect(FINANCE).toEqual({
      paidUpCapital: SPEC_CORPORATION.paidUpCapital,
      fixedAssets: SPEC_CORPORATION.fixedAssets,
    });
    for (const { display, lakh } of [FINANCE.paidUpCapital, FINANCE.fixedAssets]) {
      expect(display).toBe(`Rs.${lakh.toFixed(2)} lac`);
    }
    const shown = FINANCE_FIGURES.rows.map((row) => row.value);
    expect(shown).toEqual([SPEC_CORPORATION.paidUpCapital.display, SPEC_CORPORATION.fixedAssets.display]);
    expect(FINANCE_FIGURES.rows[1].label).toContain(SPEC_CORPORATION.fixedAssets.asOn);
  });

  it('marks what the spec does not give: finance notes and the rest of /engineering', () => {
    for (const section of Object.values(FINANCE_TEXTS)) expect(section.paragraphs).toEqual([PLACEHOLDER]);
    expect(CONTACT_FEEDBACK.links?.map((link) => link.path)).toEqual(['/feedback']);
    expect(ENGINEERING_TEXT[ENGINEERING_TEXT.length - 1]).toBe(PLACEHOLDER);
  });
});

describe('informational, help and policy pages', () => {
  it('gives each informational page a route and a marked part for the corporation, and names no person or contact', () => {
    const paths = new Set(ROUTE_TABLE.map((entry) => entry.path));
    for (const page of INFO_PAGES) {
      expect(paths).toContain(page.path);
      const paragraphs = page.sections.flatMap((section) => section.paragraphs);
      expect(paragraphs).toContain(PLACEHOLDER);
      expect(paragraphs.join('\n')).not.toMatch(/@|\+91|\b\d{10}\b|Shri|Smt\.|Dr\./);
    }
  });

  it('gives each policy page a route and text in every section, and names no contact the corporation has not supplied', () => {
    const paths = new Set(ROUTE_TABLE.map((entry) => entry.path));
    for (const page of POLICY_PAGES) {
      expect(paths).toContain(page.path);
      for (const section of page.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
    }
    const contacts = POLICY_PAGES.flatMap((page) => page.sections.map((section) => section.contact)).filter(
      (contact) => contact !== undefined,
    );
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.every(isPlaceholder)).toBe(true);
    const text = POLICY_PAGES.flatMap((page) => page.sections.flatMap((section) => section.paragraphs)).join('\n');
    expect(text).not.toMatch(/@|\+91|\b\d{6}\b|\b\d{10}\b/);
  });

  it('explains the controls of the header (spec 2.1) on the help page', () => {
    const text = HELP.sections.flatMap((section) => section.paragraphs).join('\n');
    for (const control of ['A-', 'A+', 'Dark mode', 'search', 'PDF']) expect(text).toContain(control);
  });

  it('lists each screen reader once, with an https website shown as an outside link and its licence', () => {
    expect(new Set(SCREEN_READERS.map((reader) => reader.name)).size).toBe(SCREEN_READERS.length);
    expect(SCREEN_READERS.every((reader) => reader.website.startsWith('https://'))).toBe(true);
    expect(SCREEN_READERS.every((reader) => ['Free', 'Commercial'].includes(reader.licence))).toBe(true);
    expect(SCREEN_READERS_TABLE.columns.find((column) => column.key === 'website')?.external).toBe(true);
  });
});

describe('links of the content', () => {
  const sections = [
    ...[ABOUT_SALE_NETWORK, ABOUT_PLANTS, ABOUT_TESTING_LAB, CONTACT_FEEDBACK, SERVICES_PAGE.related],
    ...INFO_PAGES.flatMap((page) => page.sections),
    ...POLICY_PAGES.flatMap((page) => page.sections),
  ];
  const links = sections.flatMap((section) => section.links ?? []);

  it('leads only to pages of the route table or to https addresses', () => {
    const paths = new Set(ROUTE_TABLE.map((entry) => entry.path));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      if (link.path.startsWith('https://')) continue;
      expect(paths).toContain(link.path);
    }
  });

  it('keeps paths out of the prose, where they would not be links', () => {
    const prose = sections.flatMap((section) => section.paragraphs).join('\n');
    expect(prose).not.toMatch(/\(\/|https?:/);
  });
});

/** Every number the specification states. */
const STATED_NUMBERS = new Set(
  leaves(specFigures, 'spec')
    .map((leaf) => leaf.value)
    .filter((value) => typeof value === 'number'),
);

/** Numbers that are positions, sums or display sizes rather than statements. */
const DERIVED = [/\.serial$/, /\.number$/, /\.choicePageVarietyCount$/, /^vegetables\.PICTURE_SLOT\.(width|height)$/];

describe('nothing invented', () => {
  it('holds no number the spec does not state', () => {
    const unstated = ALL_LEAVES.filter(
      (leaf) =>
        typeof leaf.value === 'number' &&
        !STATED_NUMBERS.has(leaf.value) &&
        !DERIVED.some((pattern) => pattern.test(leaf.path)),
    );
    expect(unstated).toEqual([]);
  });

  it('marks every missing fact with the one shared placeholder', () => {
    const marked = ALL_LEAVES.filter((leaf) => typeof leaf.value === 'string' && leaf.value.includes(PLACEHOLDER));
    expect(marked.length).toBeGreaterThan(100);
    const loose = ALL_LEAVES.filter(
      (leaf) =>
        typeof leaf.value === 'string' &&
        !leaf.value.includes(PLACEHOLDER) &&
        /to be confirmed|to be supplied|\btbd\b|\btodo\b|lorem|xxx/i.test(leaf.value),
    );
    expect(loose).toEqual([]);
  });

  it('keeps every module free of empty strings', () => {
    expect(ALL_LEAVES.filter((leaf) => leaf.value === '')).toEqual([]);
  });
});
