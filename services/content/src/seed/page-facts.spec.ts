import {
  CONTENT_PLACEHOLDER,
  NOTIFICATION_LOCATIONS,
  plainText,
  type Inline,
  type PageBlock,
  type PageContent,
  type RichText,
} from '@seedcorp/contracts';
import { TABLE_TEXTS } from '../../../../libs/web/content/cell-format';
import { NONE } from '../../../../web/src/content/content-types';
import * as specFigures from '../../../../web/src/content/spec-figures';
import {
  SPEC_BOARD,
  SPEC_CORPORATION,
  SPEC_DISCLOSURE_PAGES,
  SPEC_FIELD_INSPECTION_STAGES,
  SPEC_OTHER_FACILITIES,
  SPEC_PLANTS,
  SPEC_PRODUCTION_STAGES,
  SPEC_RTI_FEES,
  SPEC_SERVICES,
  SPEC_VEGETABLE_SCHEMES,
  SPEC_WHERE_SEED_IS_SOLD,
} from '../../../../web/src/content/spec-figures';
import { declaredReads, documentsListedAt, ROUTE_TABLE, routeEntry } from '../../../../web/src/routes';
import { seededPages } from './content-seed';

/**
 * The seeded pages hold the facts the specification states (spec-figures.ts) on the pages that state them, in English
 * and Hindi alike, and nothing it does not: no invented figure, every missing fact the one placeholder, every link to
 * a page of the site, a document or a secure address. Wording the spec does not fix is not copied here, so a change
 * of wording is one edit of a page's seed. Form and Hindi script are page-seed.spec.ts's.
 */

type Language = 'en' | 'hi';

const pages = seededPages();

function seeded(path: string): PageContent {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`seeds/content/pages holds no page ${path}`);
  return page;
}

const isPlaceholder = (piece: Inline) => typeof piece === 'object' && 'placeholder' in piece;

/** A rich text's words as a reader reads them, the missing fact shown as the placeholder. */
const words = plainText;

/** Only what the page's author wrote: the placeholder, which the site words itself, is left out. */
const written = (text: RichText): string[] =>
  typeof text === 'string'
    ? [text]
    : text.flatMap((piece) => {
        if (typeof piece === 'string') return [piece];
        if ('em' in piece) return [piece.em];
        if ('href' in piece) return [piece.text];
        return [];
      });

const placeholders = (text: RichText) => (typeof text === 'string' ? 0 : text.filter(isPlaceholder).length);
const onlyPlaceholder = (text: RichText) => typeof text !== 'string' && text.length === 1 && isPlaceholder(text[0]);

/** Each text of a block in one language: a heading's, a paragraph's, or each item's. */
function blockTexts(block: PageBlock, language: Language): RichText[] {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return [block.text[language]];
    case 'list':
    case 'steps':
      return block.items.map((item) => item[language]);
    case 'links':
      return block.items.map((item) => item.text[language]);
    case 'table':
    case 'contact':
      return [];
  }
}

/** Every text of a page in one language, its title first. */
const pageTexts = (page: PageContent, language: Language): RichText[] => [
  page.title[language],
  ...page.blocks.flatMap((block) => blockTexts(block, language)),
];

/** A page's words in one language, one text a line. */
const textOf = (path: string, language: Language = 'en') => pageTexts(seeded(path), language).map(words).join('\n');

/** The blocks under a heading, up to the next heading. */
function section(path: string, headingId: string): PageBlock[] {
  const { blocks } = seeded(path);
  const start = blocks.findIndex((block) => block.id === headingId && block.type === 'heading');
  if (start < 0) throw new Error(`${path} has no heading ${headingId}`);
  const end = blocks.findIndex((block, index) => index > start && block.type === 'heading');
  return blocks.slice(start + 1, end < 0 ? undefined : end);
}

const sectionText = (path: string, headingId: string, language: Language = 'en') =>
  section(path, headingId)
    .flatMap((block) => blockTexts(block, language))
    .map(words)
    .join('\n');

function blockOf<T extends PageBlock['type']>(path: string, id: string, type: T): Extract<PageBlock, { type: T }> {
  const block = seeded(path).blocks.find((candidate) => candidate.id === id);
  if (block?.type !== type) throw new Error(`${path} has no ${type} block ${id}`);
  return block as Extract<PageBlock, { type: T }>;
}

const listItems = (blocks: readonly PageBlock[], language: Language = 'en') =>
  blocks.flatMap((block) => (block.type === 'list' ? block.items.map((item) => words(item[language])) : []));

const linksOf = (blocks: readonly PageBlock[], language: Language = 'en') =>
  blocks.flatMap((block) =>
    block.type === 'links' ? block.items.map((item) => ({ text: item.text[language], href: item.href })) : [],
  );

/** Every link of a page: its links blocks' and those inside its texts, in both languages. */
function pageHrefs(page: PageContent): string[] {
  const inline = (text: RichText) =>
    typeof text === 'string'
      ? []
      : text.flatMap((piece) => (typeof piece === 'object' && 'href' in piece ? [piece.href] : []));
  return [
    ...linksOf(page.blocks).map((link) => link.href),
    ...(['en', 'hi'] as const).flatMap((language) => pageTexts(page, language).flatMap(inline)),
  ];
}

const lowerCase = (texts: readonly string[]) => texts.map((text) => text.toLowerCase());

describe('the corporation on /about-us and the home page (spec 1 and 9)', () => {
  it('states the history, the share capital, the award and the seed portal', () => {
    const about = textOf('/about-us');
    expect(about).toContain(`set up in ${SPEC_CORPORATION.yearSetUp} under the ${SPEC_CORPORATION.act}`);
    expect(SPEC_CORPORATION.authorisedShareCapital).toBe(
      `Rs. ${SPEC_CORPORATION.authorisedShareCapitalCrore.toFixed(2)} crore`,
    );
    expect(about).toContain(`Authorised share capital ${SPEC_CORPORATION.authorisedShareCapital}`);
    expect(about).toMatch(new RegExp(`productivity award[^\\n]*\\(${SPEC_CORPORATION.productivityAwardYear}\\)`));
    expect(about).toContain(`seed portal since ${SPEC_CORPORATION.seedPortalSince}`);
    expect(textOf('/')).toContain(`set up in ${SPEC_CORPORATION.yearSetUp} under the ${SPEC_CORPORATION.act}`);
  });

  it('keeps the board (a sum of its parts) off every page until the corporation confirms it', () => {
    expect(SPEC_BOARD.composition.reduce((sum, part) => sum + part, 0)).toBe(SPEC_BOARD.directors);
    for (const page of pages) {
      expect({ path: page.path, board: /\b\d+ directors\b/i.test(textOf(page.path)) }).toEqual({
        path: page.path,
        board: false,
      });
      expect({ path: page.path, board: /\d+ निदेशक/.test(textOf(page.path, 'hi')) }).toEqual({
        path: page.path,
        board: false,
      });
    }
  });

  it('gives the sale network both readings: the about and home text’s count, and the sale counters list’s', () => {
    const network = sectionText('/about-us', 'sale-network');
    expect(network).toContain(`${SPEC_CORPORATION.saleCountersInAboutAndHomeText} sale counters`);
    expect(network).toContain(`${SPEC_CORPORATION.saleCountersListed} counters`);
    expect(linksOf(section('/about-us', 'sale-network')).map((link) => link.href)).toEqual([
      '/marketing/sale-counters',
    ]);
    expect(textOf('/')).toContain(`${SPEC_CORPORATION.saleCountersInAboutAndHomeText} sale counters`);
    expect(textOf('/marketing/sale-counters')).toContain('institutional agencies');
  });

  it('names the six plants and the other facilities, links to the plant capacities, and places the laboratory', () => {
    const plants = section('/about-us', 'plants');
    const plantsText = sectionText('/about-us', 'plants');
    expect(plantsText).toContain(`${SPEC_PLANTS.plants.length} seed processing plants`);
    for (const plant of SPEC_PLANTS.plants) {
      expect(plantsText).toContain(plant.name);
      expect(textOf('/')).toContain(plant.name);
    }
    expect(lowerCase(listItems(plants))).toEqual(lowerCase(SPEC_OTHER_FACILITIES));
    expect(listItems(plants, 'hi')).toHaveLength(SPEC_OTHER_FACILITIES.length);
    expect(linksOf(plants).map((link) => link.href)).toEqual(['/production/seed-processing']);
    const laboratoryPlace = SPEC_OTHER_FACILITIES.find((facility) =>
      facility.startsWith('seed testing laboratory at '),
    )?.split(' at ')[1];
    const laboratory = sectionText('/about-us', 'seed-testing-laboratory');
    expect(laboratory).toContain(`seed testing laboratory is at ${laboratoryPlace}`);
    expect(laboratory).toContain(
      `${SPEC_SERVICES.labTestsCarryOverLotsPercent}% of carry-over seed lots and ${SPEC_SERVICES.labTestsFreshLotsPercent}% of fresh lots`,
    );
  });

  it('shows the paid-up capital and fixed assets on /finance as the spec writes them', () => {
    const { paidUpCapital, fixedAssets } = SPEC_CORPORATION;
    for (const { display, lakh } of [paidUpCapital, fixedAssets]) expect(display).toBe(`Rs.${lakh.toFixed(2)} lac`);
    const [paidUp, assets, ...rest] = listItems(section('/finance', 'capital-and-fixed-assets'));
    expect(rest).toEqual([]);
    expect(paidUp).toMatch(new RegExp(`^Paid-up capital\\W.*${paidUpCapital.display.replace(/\./g, '\\.')}$`));
    expect(assets).toContain(`as on ${fixedAssets.asOn}`);
    expect(assets.endsWith(fixedAssets.display)).toBe(true);
  });

  it('marks what the spec does not give: the finance notes and the rest of /engineering', () => {
    for (const heading of ['audit-notes', 'main-bankers', 'provident-fund']) {
      const blocks = section('/finance', heading);
      expect({ heading, blocks: blocks.map((block) => block.type) }).toEqual({ heading, blocks: ['paragraph'] });
      for (const language of ['en', 'hi'] as const) {
        expect(blockTexts(blocks[0], language).every(onlyPlaceholder)).toBe(true);
      }
    }
    const engineering = seeded('/engineering').blocks;
    expect(engineering.length).toBeGreaterThan(1);
    const last = engineering[engineering.length - 1];
    for (const language of ['en', 'hi'] as const) expect(blockTexts(last, language).every(onlyPlaceholder)).toBe(true);
    expect(linksOf(section('/contact-us', 'feedback')).map((link) => link.href)).toEqual(['/feedback']);
    // The contact record is the site settings' one, shown by reference and copied nowhere.
    expect(seeded('/contact-us').blocks[0]).toEqual({ id: 'contact-details', type: 'contact' });
    const shownBy = pages.filter((page) => page.blocks.some((block) => block.type === 'contact'));
    expect(shownBy.map((page) => page.path)).toEqual(['/contact-us']);
  });
});

describe('production (spec 2.3 and 9)', () => {
  it('has the two step lists with the stated numbers of steps, each step marked until it is worded', () => {
    const { blocks } = seeded('/production/stages');
    const lists = blocks.flatMap((block, index) => {
      const next = blocks[index + 1];
      return block.type === 'heading' && next?.type === 'steps' ? [{ title: block.text.en, steps: next.items }] : [];
    });
    expect(Object.fromEntries(lists.map((list) => [list.title, list.steps.length]))).toEqual(SPEC_PRODUCTION_STAGES);
    for (const { steps } of lists) {
      expect(steps.every((step) => onlyPlaceholder(step.en) && onlyPlaceholder(step.hi))).toBe(true);
    }
  });

  it('inspects fields at the two stated stages, and says so on /quality-control', () => {
    expect(lowerCase(listItems(section('/production/seed-production', 'field-inspections')))).toEqual(
      SPEC_FIELD_INSPECTION_STAGES,
    );
    expect(sectionText('/quality-control', 'field-inspections')).toContain(
      `two stages: ${SPEC_FIELD_INSPECTION_STAGES.join(' and ')}`,
    );
  });

  it('states the laboratory’s testing shares on /production/seed-processing, /quality-control and /services', () => {
    const shares = `tests ${SPEC_SERVICES.labTestsCarryOverLotsPercent}% of carry-over lots and ${SPEC_SERVICES.labTestsFreshLotsPercent}% of fresh lots`;
    expect(sectionText('/production/seed-processing', 'seed-testing-laboratory')).toContain(shares);
    expect(sectionText('/quality-control', 'seed-testing')).toContain(shares);
    expect(sectionText('/services', 'seed-testing')).toContain(shares);
  });
});

describe('sale rates and vegetable schemes (spec 2.3 and 9)', () => {
  const RATE_PAGES = [
    '/marketing/rabi-seeds',
    '/marketing/rabi-vegetables',
    '/marketing/kharif-seeds',
    '/marketing/kharif-vegetables',
  ];

  it.each(RATE_PAGES)('%s says where seed is sold and links to the sale counters', (path) => {
    const where = section(path, 'where-seed-is-sold');
    expect(lowerCase(listItems(where))).toEqual(SPEC_WHERE_SEED_IS_SOLD);
    expect(listItems(where, 'hi')).toHaveLength(SPEC_WHERE_SEED_IS_SOLD.length);
    expect(linksOf(where).map((link) => link.href)).toEqual(['/marketing/sale-counters']);
  });

  it('marks the Kharif vegetable rates the corporation has not supplied', () => {
    const rates = blockOf('/marketing/kharif-vegetables', 'kharif-vegetable-rates', 'paragraph');
    expect(onlyPlaceholder(rates.text.en) && onlyPlaceholder(rates.text.hi)).toBe(true);
  });

  it('states the hybrid vegetable seed subsidy on /schemes', () => {
    expect(sectionText('/schemes', 'subsidy-on-hybrid-vegetable-seed')).toContain(
      `${SPEC_VEGETABLE_SCHEMES.hybridSeedSubsidyPercent}% subsidy on hybrid vegetable seed`,
    );
  });
});

describe('services, quality control and grower agreements (spec 9)', () => {
  it('states the grower registration fee, the seed portal and the return of rejected produce on /agreements', () => {
    const agreements = textOf('/agreements');
    expect(agreements).toContain(`registration fee is Rs ${SPEC_SERVICES.growerRegistrationFee}.`);
    expect(agreements).toContain(`seed portal since ${SPEC_CORPORATION.seedPortalSince}`);
    expect(agreements).toContain(`taken back within ${SPEC_SERVICES.rejectedProduceTakenBackWithinDays} days`);
  });

  it('states the complaint and inspection limits on /quality-control', () => {
    const complaints = sectionText('/quality-control', 'complaints-about-seed');
    expect(complaints).toContain(`within ${SPEC_SERVICES.defectiveSeedComplaintWithinDays} days`);
    expect(complaints).toContain(`within ${SPEC_SERVICES.inspectionWithinDays} days`);
    expect(linksOf(section('/quality-control', 'complaints-about-seed')).map((link) => link.href)).toEqual([
      '/services',
    ]);
  });

  it('leads from /services to the citizen services, the RTI fees and quality control', () => {
    expect(linksOf(section('/services', 'related-pages')).map((link) => link.href)).toEqual([
      '/marketing/citizen-services',
      '/rti/fees',
      '/quality-control',
    ]);
  });
});

describe('RTI pages (spec 2.3 and 9)', () => {
  const RTI_PAGES = [
    '/rti/application-form',
    '/rti/list-of-authorities',
    '/rti/fees',
    '/rti/rti-replies',
    '/rti/proactive-disclouser',
  ];

  it('links the index to every RTI page, each by its title', () => {
    const list = blockOf('/rti', 'rti-pages-list', 'list');
    for (const language of ['en', 'hi'] as const) {
      const leading = list.items.map((item) => {
        const [first] = item[language];
        return typeof first === 'object' && 'href' in first ? first : undefined;
      });
      expect(leading.map((link) => link?.href)).toEqual(RTI_PAGES);
      if (language === 'en')
        expect(leading.map((link) => link?.text)).toEqual(RTI_PAGES.map((path) => routeEntry(path)?.title));
    }
  });

  it('charges the stated fees, none below the poverty line, on /rti/fees and the application form', () => {
    expect(SPEC_RTI_FEES.belowPovertyLine).toBe(NONE);
    const fees = listItems([blockOf('/rti/fees', 'fees', 'list')]);
    expect(fees).toHaveLength(3);
    expect(fees[0]).toContain(`Rs ${SPEC_RTI_FEES.applicationRupees}.`);
    expect(fees[1]).toContain(`Rs ${SPEC_RTI_FEES.perPageRupees} per page`);
    expect(fees[2]).toMatch(/^No fee\b.*below the poverty line/);
    expect(fees[2]).not.toMatch(/\d/);
    const payment = blockOf('/rti/fees', 'how-to-pay-the-fee', 'paragraph');
    expect([placeholders(payment.text.en), placeholders(payment.text.hi)]).toEqual([1, 1]);
    const note = words(blockOf('/rti/application-form', 'fee-note', 'paragraph').text.en);
    expect(note).toContain(`Rs ${SPEC_RTI_FEES.applicationRupees}`);
    expect(note).toContain(`Rs ${SPEC_RTI_FEES.perPageRupees} per page`);
  });

  it('prints an application form of particulars to fill in, to the officer whose address is still to be supplied', () => {
    expect(blockOf('/rti/application-form', 'application-particulars', 'steps').items.length).toBeGreaterThan(0);
    expect(textOf('/rti/application-form')).toContain('To the Public Information Officer');
    const address = blockOf('/rti/application-form', 'office-address', 'paragraph');
    expect(onlyPlaceholder(address.text.en) && onlyPlaceholder(address.text.hi)).toBe(true);
  });

  it('says on /rti/rti-replies that no reply is published yet, in the spec’s words', () => {
    expect(
      seeded('/rti/rti-replies')
        .blocks.flatMap((block) => blockTexts(block, 'en'))
        .map(words),
    ).toEqual(['Content is not available']);
  });
});

describe('proactive disclosure (spec 2.3)', () => {
  const BASE = '/rti/proactive-disclouser';
  const PATHS = SPEC_DISCLOSURE_PAGES.map((slug) => `${BASE}/${slug}`);
  /** The items of section 4(1)(b) of the RTI Act, whose order the pages keep. */
  const ACT_ITEMS = 'i ii iii iv v vi vii viii ix x xi xii xiii xiv xv xvi xvii'.split(' ');

  it('links the index to the 17 pages in the spec’s order, each by its own title', () => {
    const links = linksOf([blockOf(BASE, 'disclosure-pages', 'links')]);
    expect(links.map((link) => link.href)).toEqual(PATHS);
    expect(links.map((link) => link.text)).toEqual(PATHS.map((path) => routeEntry(path)?.title));
    expect(links.map((link) => link.text)).toEqual(PATHS.map((path) => seeded(path).title.en));
    for (const language of ['en', 'hi'] as const) {
      expect(new Set(PATHS.map((path) => seeded(path).title[language])).size).toBe(PATHS.length);
    }
  });

  it('numbers each written disclosure as its item (i) to (xvii) of section 4(1)(b), in both languages', () => {
    expect(ACT_ITEMS).toHaveLength(PATHS.length);
    PATHS.forEach((path, index) => {
      if (routeEntry(path)?.page.module !== 'rti/DisclosurePage') return;
      const item = blockOf(path, 'disclosure-item', 'paragraph');
      expect(words(item.text.en)).toBe(`Item (${ACT_ITEMS[index]}) of section 4(1)(b) of the RTI Act, 2005.`);
      expect(words(item.text.hi)).toContain(`(${ACT_ITEMS[index]})`);
    });
  });

  it('serves each page from its source: the officers from the server, the remuneration as a document, the budget as a table', () => {
    const directory = `${BASE}/directory-of-officers-employees`;
    expect(routeEntry(directory)?.page.module).toBe('rti/OfficersDirectoryPage');
    const directoryEntry = routeEntry(directory);
    expect(directoryEntry && declaredReads(directoryEntry)).toEqual([{ name: 'officers' }]);
    for (const path of PATHS.filter((candidate) => candidate !== directory)) {
      expect({ path, page: routeEntry(path)?.page.module }).toEqual({ path, page: 'rti/DisclosurePage' });
    }
    expect(documentsListedAt(`${BASE}/monthly-remuneration`)).toBe('Monthly Remuneration');
    expect(NOTIFICATION_LOCATIONS).toContain('Monthly Remuneration');
    expect(blockOf(`${BASE}/budget-allotment`, 'budget-allotment', 'table').table).toBe('budget-allotment');
    expect(linksOf(seeded(`${BASE}/public-information-officers`).blocks).map((link) => link.href)).toEqual([
      '/rti/list-of-authorities',
    ]);
  });

  it('marks the text of every written disclosure until the corporation supplies it', () => {
    const written = PATHS.filter((path) => seeded(path).blocks.some((block) => block.id === 'disclosure-text'));
    expect(written).toHaveLength(PATHS.length - 3);
    for (const path of written) {
      const text = blockOf(path, 'disclosure-text', 'paragraph');
      expect({ path, marked: onlyPlaceholder(text.text.en) && onlyPlaceholder(text.text.hi) }).toEqual({
        path,
        marked: true,
      });
    }
  });
});

describe('administration pages (spec 2.3 and 8)', () => {
  const CAMPAIGN = '/administration/anti-stubble-buring-campaign';
  const administration = ROUTE_TABLE.filter((entry) => entry.nav === 'administration');

  it('lists on each document page the notification section the spec names, each section once, under its words', () => {
    const documentPages = administration.filter((entry) => entry.path !== CAMPAIGN);
    expect(
      Object.fromEntries(
        documentPages.map((entry) => [entry.path.replace('/administration/', ''), documentsListedAt(entry.path)]),
      ),
    ).toEqual({
      'service-rules': 'Service Rules',
      circulars: 'Circulars',
      forms: 'Forms',
      manuals: 'Manuals',
      notifications: 'Administration Notifications',
      placement: 'Placement',
      policies: 'Policies',
      transfers: 'Transfers',
      miscellaneous: 'Miscellaneous',
    });
    for (const entry of documentPages) {
      expect({ path: entry.path, page: entry.page.module }).toEqual({
        path: entry.path,
        page: 'administration/AdministrationDocumentsPage',
      });
      expect(NOTIFICATION_LOCATIONS).toContain(documentsListedAt(entry.path));
      expect(words(blockOf(entry.path, 'introduction', 'paragraph').text.en)).toMatch(/\w/);
    }
  });

  it('shows the campaign documents from their section, and no picture or recording that has not been supplied', () => {
    expect(routeEntry(CAMPAIGN)?.page.module).toBe('administration/AntiStubbleCampaignPage');
    expect(NOTIFICATION_LOCATIONS).toContain(documentsListedAt(CAMPAIGN));
    const campaign = seeded(CAMPAIGN);
    expect(campaign.blocks.filter((block) => block.type === 'heading').map((block) => block.id)).toEqual([
      'scheme-and-guidelines',
      'campaign-pictures-and-recordings',
    ]);
    const media = blockOf(CAMPAIGN, 'campaign-media', 'list');
    expect(media.items.map((item) => words(item.en).split(':')[0])).toEqual([
      'Campaign picture 1',
      'Campaign picture 2',
      'Campaign picture 3',
      'Campaign video',
      'Campaign audio clip',
    ]);
    for (const item of media.items) expect([placeholders(item.en), placeholders(item.hi)]).toEqual([1, 1]);
    expect(words(media.items[3].en)).toContain('The video recording and its captions are to be supplied.');
    expect(words(media.items[4].en)).toContain('The audio recording and its transcript are to be supplied.');
    // Nothing to show yet: a picture or recording is linked only once supplied, with its description or captions.
    expect(pageHrefs(campaign)).toEqual([]);
  });
});

describe('policy, help and screen reader pages', () => {
  const POLICY_PAGES = [
    '/accessibility-statement',
    '/website-policies',
    '/terms-and-conditions',
    '/disclaimer',
    '/help',
  ];
  /** The policies GIGW 3.0 asks every government website to publish; the tenth, the terms, is a page of its own. */
  const GIGW_WEBSITE_POLICIES = [
    'Copyright Policy',
    'Hyperlinking Policy',
    'Privacy Policy',
    'Content Archival Policy',
    'Content Contribution, Moderation and Approval Policy',
    'Content Review Policy',
    'Website Monitoring Policy',
    'Contingency Management Policy',
    'Security Policy',
  ];
  /** What each policy leaves to the corporation: the start of the paragraph that names it. */
  const COMMITMENTS: Record<string, readonly string[]> = {
    'content-contribution-moderation-and-approval-policy': [
      'Who contributes content for each part of the website, who moderates it and who approves it',
      'Web Information Manager',
    ],
    'content-review-policy': ['How often each kind of content is reviewed', 'Officer responsible for the review'],
    'website-monitoring-policy': [
      'How often the performance, functionality, links and traffic of the website are reviewed',
      'Officer responsible for monitoring the website',
    ],
    'contingency-management-policy': [
      'How often backups are taken and how long they are kept',
      'Officer to be informed of a failure',
    ],
    'security-policy': ['Security audit of the website, and how often it is repeated'],
  };
  const headings = (path: string) => seeded(path).blocks.flatMap((block) => (block.type === 'heading' ? [block] : []));
  const paragraphs = (path: string, headingId: string) =>
    section(path, headingId).flatMap((block) => (block.type === 'paragraph' ? [block] : []));

  it('publishes the ten GIGW policies: nine sections of /website-policies, at stable fragments, and the terms on their own page', () => {
    for (const path of POLICY_PAGES)
      expect({ path, page: routeEntry(path)?.page.module }).toEqual({ path, page: 'policies/PolicyPage' });
    expect(headings('/website-policies').map((heading) => heading.text.en)).toEqual(GIGW_WEBSITE_POLICIES);
    expect(headings('/website-policies').map((heading) => heading.id)).toEqual([
      'copyright-policy',
      'hyperlinking-policy',
      'privacy-policy',
      'content-archival-policy',
      'content-contribution-moderation-and-approval-policy',
      'content-review-policy',
      'website-monitoring-policy',
      'contingency-management-policy',
      'security-policy',
    ]);
    expect(seeded('/terms-and-conditions').title.en).toBe('Terms and Conditions');
  });

  it.each(POLICY_PAGES)('%s has words under every heading', (path) => {
    for (const heading of headings(path)) {
      expect({ heading: heading.id, paragraphs: paragraphs(path, heading.id).length > 0 }).toEqual({
        heading: heading.id,
        paragraphs: true,
      });
    }
  });

  it('leaves every policy’s contact to the corporation, and writes no address, phone or e-mail of its own', () => {
    const contacts = POLICY_PAGES.flatMap((path) =>
      seeded(path).blocks.flatMap((block) =>
        block.type === 'paragraph' && words(block.text.en).startsWith('Contact:') ? [block] : [],
      ),
    );
    expect(contacts.length).toBeGreaterThanOrEqual(GIGW_WEBSITE_POLICIES.length);
    for (const contact of contacts) {
      expect({ id: contact.id, en: contact.text.en }).toEqual({
        id: contact.id,
        en: ['Contact: ', { placeholder: true }],
      });
      expect({ id: contact.id, hi: placeholders(contact.text.hi) }).toEqual({ id: contact.id, hi: 1 });
    }
    for (const path of POLICY_PAGES) {
      for (const language of ['en', 'hi'] as const) {
        expect({ path, language, contact: /@|\+91|\b\d{6}\b|\b\d{10}\b/.test(textOf(path, language)) }).toEqual({
          path,
          language,
          contact: false,
        });
      }
    }
  });

  it.each(Object.entries(COMMITMENTS))('%s leaves the corporation’s commitments to it', (headingId, labels) => {
    const texts = paragraphs('/website-policies', headingId);
    for (const label of labels) {
      const paragraph = texts.find((block) => words(block.text.en).startsWith(label));
      const en = paragraph?.text.en;
      expect({ label, ending: Array.isArray(en) ? en.slice(-2) : en }).toEqual({
        label,
        ending: [{ placeholder: true }, '.'],
      });
      expect(paragraph && placeholders(paragraph.text.hi)).toBe(1);
    }
    expect(paragraphs('/website-policies', headingId).at(-1)?.text.en).toEqual(['Contact: ', { placeholder: true }]);
  });

  it('states as fact only what the software does', () => {
    const policy = (headingId: string) => sectionText('/website-policies', headingId);
    expect(policy('security-policy')).toContain('one-time password of 6 digits');
    expect(policy('security-policy')).toContain('kept for 180 days and then removed');
    expect(policy('security-policy')).toContain('allows no inline script');
    expect(policy('content-review-policy')).toContain('moves to the Archived Tenders page automatically');
    expect(policy('contingency-management-policy')).toContain('backed up together and how they are restored');
    expect(policy('privacy-policy')).not.toMatch(/visitor counter[^.]*external/);
  });

  it('links the review policy to the archived tenders and the security policy to the feedback form', () => {
    expect(linksOf(section('/website-policies', 'content-review-policy'))).toEqual([
      { text: 'Archived Tenders', href: '/tenders/archived' },
    ]);
    expect(linksOf(section('/website-policies', 'security-policy'))).toEqual([{ text: 'Feedback', href: '/feedback' }]);
  });

  it('explains the controls of the header (spec 2.1) on /help', () => {
    const help = textOf('/help');
    for (const control of ['A-', 'A+', 'Dark mode', 'search', 'PDF', 'हिन्दी']) expect(help).toContain(control);
  });

  it('lists each screen reader once, by an https link to its website, with its licence', () => {
    const readers = blockOf('/screen-access-reader', 'screen-readers-list', 'list');
    const leading = (text: RichText) => {
      const [first] = typeof text === 'string' ? [] : text;
      return typeof first === 'object' && 'href' in first ? first : undefined;
    };
    const links = readers.items.map((item) => leading(item.en));
    expect(links.length).toBeGreaterThan(3);
    expect(links.every((link) => link?.href.startsWith('https://'))).toBe(true);
    expect(new Set(links.map((link) => link?.text)).size).toBe(links.length);
    expect(new Set(links.map((link) => link?.href)).size).toBe(links.length);
    expect(readers.items.map((item) => leading(item.hi)?.href)).toEqual(links.map((link) => link?.href));
    for (const item of readers.items) {
      expect(words(item.en)).toMatch(/Free or commercial: (Free|Commercial)\b/);
      expect(typeof item.en === 'string' ? 0 : item.en.filter((piece) => typeof piece === 'object').length).toBe(1);
    }
  });
});

describe('the informational pages of the Quick Links card', () => {
  const INFO_PAGES = ['/internal-complaint-committee', '/audit-cell', '/quality-control', '/agreements'];

  it.each(INFO_PAGES)('%s marks the part left to the corporation and names no person or contact', (path) => {
    expect(routeEntry(path)?.page.module).toBe('content/WordsPage');
    const page = seeded(path);
    const texts = (['en', 'hi'] as const).flatMap((language) => pageTexts(page, language));
    expect(texts.some(onlyPlaceholder)).toBe(true);
    expect(textOf(path)).not.toMatch(/@|\+91|\b\d{10}\b|Shri|Smt\.|Dr\./);
    expect(textOf(path, 'hi')).not.toMatch(/@|\+91|\b\d{10}\b|श्री|डॉ/);
  });
});

/** A text's figures, '7.00' read as 7, a date such as '31.03.2021' as it is written. */
const figures = (text: string) =>
  (text.match(/\d+(?:\.\d+)*/g) ?? []).map((token) => (/^\d+(\.\d+)?$/.test(token) ? String(Number(token)) : token));

/** Every figure the specification states, the counts of what it lists among them. */
function statedFigures(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'number') into.add(String(value));
  else if (typeof value === 'string') figures(value).forEach((figure) => into.add(figure));
  else if (Array.isArray(value)) {
    into.add(String(value.length));
    value.forEach((item) => statedFigures(item, into));
  } else if (value !== null && typeof value === 'object') {
    Object.values(value).forEach((item) => statedFigures(item, into));
  }
  return into;
}

const STATED = statedFigures({ ...specFigures });

/** Figures that are not facts about the corporation: the laws a page cites, what the software does, positions. */
const NOT_THE_CORPORATIONS: readonly { pages: RegExp; figures: readonly string[] }[] = [
  // The RTI Act, 2005 and its section 4(1)(b).
  { pages: /^\/rti(\/|$)/, figures: ['2005', '4', '1'] },
  // The Act of 2013 that requires the committee.
  { pages: /^\/internal-complaint-committee$/, figures: ['2013'] },
  // A one-time password of 6 digits; the sign-in log is kept for 180 days.
  { pages: /^\/website-policies$/, figures: ['6', '180'] },
  // The campaign's pictures are numbered.
  { pages: /^\/administration\/anti-stubble-buring-campaign$/, figures: ['1', '2', '3'] },
];

describe('every seeded page', () => {
  it('links only to pages of the route table (at a heading of theirs), documents or https addresses', () => {
    const routes = new Set(ROUTE_TABLE.map((entry) => entry.path));
    const links = pages.flatMap((page) => pageHrefs(page).map((href) => ({ path: page.path, href })));
    expect(links.length).toBeGreaterThan(50);
    const leading = links.filter(({ href }) => {
      if (/^https:\/\/[^\s/]+\.[^\s/]+/.test(href)) return false;
      if (/^\/api\/notifications\/document\/[^/?#\s]+(\?v=\d+)?$/.test(href)) return false;
      const [path, fragment] = href.split('#');
      if (!routes.has(path)) return true;
      if (fragment === undefined) return false;
      const target = pages.find((page) => page.path === path);
      return !target?.blocks.some((block) => block.type === 'heading' && block.id === fragment);
    });
    expect(leading).toEqual([]);
  });

  it('keeps addresses out of the words, where they would not be links', () => {
    const loose = pages.flatMap((page) =>
      (['en', 'hi'] as const).flatMap((language) =>
        pageTexts(page, language)
          .flatMap(written)
          .filter((text) => /\(\/|https?:|www\./i.test(text))
          .map((text) => `${page.path} (${language}): ${text}`),
      ),
    );
    expect(loose).toEqual([]);
  });

  it('states no figure the specification does not state, in English or Hindi', () => {
    const unstated = pages.flatMap((page) => {
      const allowed = new Set(
        NOT_THE_CORPORATIONS.filter((entry) => entry.pages.test(page.path)).flatMap((entry) => entry.figures),
      );
      return (['en', 'hi'] as const).flatMap((language) =>
        pageTexts(page, language)
          .flatMap(written)
          .flatMap(figures)
          .filter((figure) => !STATED.has(figure) && !allowed.has(figure))
          .map((figure) => `${page.path} (${language}): ${figure}`),
      );
    });
    expect(unstated).toEqual([]);
  });

  it('states the same figures in Hindi as in English, text by text, in the same digits', () => {
    const differing = pages.flatMap((page) => {
      const english = pageTexts(page, 'en');
      const hindi = pageTexts(page, 'hi');
      return english.flatMap((text, index) => {
        const en = figures(words(text)).sort();
        const hi = figures(words(hindi[index])).sort();
        return JSON.stringify(en) === JSON.stringify(hi) ? [] : [`${page.path} #${index}: ${en} / ${hi}`];
      });
    });
    expect(differing).toEqual([]);
    const otherDigits = pages.filter((page) => /[\u0966-\u096f]/.test(textOf(page.path, 'hi')));
    expect(otherDigits.map((page) => page.path)).toEqual([]);
  });

  it('marks every missing fact with the one placeholder, in both languages, never in words of its own', () => {
    const marked = pages.flatMap((page) => pageTexts(page, 'en')).filter((text) => placeholders(text) > 0);
    expect(marked.length).toBeGreaterThan(50);
    const unmarked = pages.flatMap((page) => {
      const hindi = pageTexts(page, 'hi');
      return pageTexts(page, 'en').flatMap((text, index) =>
        placeholders(text) === placeholders(hindi[index]) ? [] : [`${page.path} #${index}`],
      );
    });
    expect(unmarked).toEqual([]);
    const placeholderWords = [CONTENT_PLACEHOLDER, TABLE_TEXTS.hi.notStated];
    const loose = pages.flatMap((page) =>
      (['en', 'hi'] as const).flatMap((language) =>
        pageTexts(page, language)
          .filter((text) => {
            const own = written(text).join('');
            if (placeholderWords.some((marker) => own.includes(marker))) return true;
            // A text may say what is still to come, as long as it carries the marker the lists count.
            return /to be confirmed|to be supplied|\btbd\b|\btodo\b|lorem|xxx/i.test(own) && placeholders(text) === 0;
          })
          .map((text) => `${page.path} (${language}): ${words(text)}`),
      ),
    );
    expect(loose).toEqual([]);
  });

  it('holds no empty string', () => {
    const empty = (value: unknown, at: string): string[] => {
      if (value === '') return [at];
      if (value !== null && typeof value === 'object') {
        return Object.entries(value).flatMap(([key, child]) => empty(child, `${at}.${key}`));
      }
      return [];
    };
    expect(pages.flatMap((page) => empty(page, page.path))).toEqual([]);
  });
});
