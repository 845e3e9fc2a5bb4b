import {
  SALES_MESSAGES,
  SERVICE_UNAVAILABLE_MESSAGE,
  STOCK_LIMITS,
  STOCK_MESSAGES,
  type Bilingual,
} from '@seedcorp/contracts';

/** The stock screen is read in English or Hindi, as its keeper chooses; the rest of the admin area is English. */
export type StockLanguage = keyof Bilingual;

const ENGLISH = {
  title: 'Stock at sale counters',
  intro:
    'Record the bags of seed at your counter as they arrive, sell or leave. Each change is kept with your name and the time.',
  language: 'Language',
  counter: 'Sale counter',
  chooseCounter: 'Choose a counter',
  season: 'Season',
  loadingCounters: 'Loading your counters…',
  countersFailed: 'The counters could not be loaded.',
  noCounters: 'No sale counter is assigned to you yet. Ask an administrator to tick your counters.',
  counterClosed: 'This counter is closed: its stock cannot change until it reopens.',
  closedMark: (counter: string) => `${counter} (closed)`,
  retry: 'Try again',
  linesHeading: (season: string, counter: string) => `${season} stock at ${counter}`,
  loadingStock: 'Loading stock…',
  stockFailed: 'The stock could not be loaded.',
  noLines: 'No stock is recorded for this season yet. Add a line for each seed the counter keeps.',
  addLine: 'Add a line',
  seedClass: 'Class',
  bagSize: 'Bag size',
  kg: (kg: number) => `${kg} kg`,
  onHand: 'Bags on hand',
  bags: (bags: number) => `${bags} ${bags === 1 ? 'bag' : 'bags'}`,
  updated: 'Last changed',
  recordChange: 'Record a change',
  history: 'History',
  /** Read after each line's button word, so that every button has a name of its own. */
  lineTarget: (line: string) => ` of ${line}`,
  close: 'Close',
  change: {
    title: (line: string) => `Change: ${line}`,
    newTitle: 'Add a line',
    reason: 'Reason',
    bagsMoved: 'Bags',
    bagsMovedHint: 'The bags received, sold or sent away in this change.',
    bagsCounted: 'Bags counted on hand',
    bagsCountedHint: 'The bags you counted at the counter: this becomes the figure on hand.',
    note: 'Note (optional)',
    nowOnHand: (bags: string) => `Now on hand: ${bags}`,
    after: (bags: string) => `After this change: ${bags}`,
    save: 'Save',
    saving: 'Saving…',
    /** The service's refusal of a stale change, which names the figure now on hand. */
    stale: STOCK_MESSAGES.staleLine,
    staleKept: 'What you typed is kept below: check it against the figure now on hand and save again.',
    notEnough: STOCK_MESSAGES.notEnough,
    failed: 'Not saved: the connection failed. What you typed is kept: save again when the connection is back.',
  },
  line: {
    crop: 'Crop',
    chooseCrop: 'Choose a crop',
    variety: 'Variety',
    chooseVariety: 'Choose a variety',
    loadingVarieties: 'Loading the varieties…',
    varietiesFailed: 'The varieties could not be loaded.',
    noVarieties: 'No variety of this crop is published yet: publish its varieties table first.',
    bagKg: 'Bag size (kg)',
    bagKgHint: `From ${STOCK_LIMITS.bagKgMin} to ${STOCK_LIMITS.bagKgMax} kg, e.g. 40 or 0.5.`,
  },
  historyOf: {
    title: (line: string) => `History: ${line}`,
    caption: 'Changes, newest first',
    when: 'When',
    by: 'By',
    reason: 'Reason',
    before: 'Before',
    after: 'After',
    note: 'Note',
    loading: 'Loading the history…',
    loadFailed: 'The history could not be loaded.',
    none: 'No change is recorded yet.',
  },
};

type StockTexts = typeof ENGLISH;

/**
 * Hindi drafted for review by the corporation (as the seeded Hindi of the site's words is), in plain words a counter
 * keeper reads; names, variety codes and figures stay as they are.
 */
const HINDI: StockTexts = {
  title: 'बिक्री केंद्रों पर बीज का स्टॉक',
  intro: 'अपने बिक्री केंद्र पर बीज के बोरे आने, बिकने या भेजे जाने पर यहाँ दर्ज करें। हर बदलाव आपके नाम और समय के साथ रखा जाता है।',
  language: 'भाषा',
  counter: 'बिक्री केंद्र',
  chooseCounter: 'केंद्र चुनें',
  season: 'मौसम',
  loadingCounters: 'आपके केंद्र लोड हो रहे हैं…',
  countersFailed: 'केंद्रों की सूची नहीं मिल सकी।',
  noCounters: 'अभी आपको कोई बिक्री केंद्र नहीं सौंपा गया है। अपने केंद्र जुड़वाने के लिए किसी प्रशासक से कहें।',
  counterClosed: 'यह केंद्र बंद है: दोबारा खुलने तक इसका स्टॉक नहीं बदला जा सकता।',
  closedMark: (counter) => `${counter} (बंद)`,
  retry: 'फिर से कोशिश करें',
  linesHeading: (season, counter) => `${counter} पर ${season} का स्टॉक`,
  loadingStock: 'स्टॉक लोड हो रहा है…',
  stockFailed: 'स्टॉक की जानकारी नहीं मिल सकी।',
  noLines: 'इस मौसम का कोई स्टॉक अभी दर्ज नहीं है। केंद्र पर रखे हर बीज के लिए एक पंक्ति जोड़ें।',
  addLine: 'नई पंक्ति जोड़ें',
  seedClass: 'श्रेणी',
  bagSize: 'बोरे का वज़न',
  kg: (kg) => `${kg} किलो`,
  onHand: 'मौजूद बोरे',
  bags: (bags) => `${bags} बोरे`,
  updated: 'आखिरी बदलाव',
  recordChange: 'बदलाव दर्ज करें',
  history: 'इतिहास',
  lineTarget: (line) => ` (${line})`,
  close: 'बंद करें',
  change: {
    title: (line) => `बदलाव: ${line}`,
    newTitle: 'नई पंक्ति जोड़ें',
    reason: 'कारण',
    bagsMoved: 'बोरे',
    bagsMovedHint: 'इस बदलाव में आए, बिके या भेजे गए बोरे।',
    bagsCounted: 'गिनती में मौजूद बोरे',
    bagsCountedHint: 'केंद्र पर गिने गए बोरे: मौजूद बोरों की संख्या यही हो जाएगी।',
    note: 'टिप्पणी (वैकल्पिक)',
    nowOnHand: (bags) => `अभी मौजूद: ${bags}`,
    after: (bags) => `इस बदलाव के बाद: ${bags}`,
    save: 'सहेजें',
    saving: 'सहेजा जा रहा है…',
    stale: (bags) => `किसी और ने यह पंक्ति पहले बदल दी: अब इसमें ${bags} बोरे हैं। कुछ नहीं बदला गया।`,
    staleKept: 'आपकी भरी जानकारी नीचे रखी है: अभी मौजूद बोरों से मिलाकर फिर से सहेजें।',
    notEnough: (onHand) => `अभी केवल ${onHand} बोरे मौजूद हैं: पहले आए हुए बोरे दर्ज करें, या गिनती के बाद सुधार करें।`,
    failed: 'सहेजा नहीं गया: कनेक्शन टूट गया। आपकी भरी जानकारी रखी है: कनेक्शन लौटने पर फिर से सहेजें।',
  },
  line: {
    crop: 'फ़सल',
    chooseCrop: 'फ़सल चुनें',
    variety: 'किस्म',
    chooseVariety: 'किस्म चुनें',
    loadingVarieties: 'किस्में लोड हो रही हैं…',
    varietiesFailed: 'किस्मों की सूची नहीं मिल सकी।',
    noVarieties: 'इस फ़सल की कोई किस्म अभी प्रकाशित नहीं है: पहले इसकी किस्मों की तालिका प्रकाशित करें।',
    bagKg: 'बोरे का वज़न (किलो)',
    bagKgHint: `${STOCK_LIMITS.bagKgMin} से ${STOCK_LIMITS.bagKgMax} किलो तक, जैसे 40 या 0.5।`,
  },
  historyOf: {
    title: (line) => `इतिहास: ${line}`,
    caption: 'बदलाव, सबसे नया पहले',
    when: 'कब',
    by: 'किसने',
    reason: 'कारण',
    before: 'पहले',
    after: 'बाद में',
    note: 'टिप्पणी',
    loading: 'इतिहास लोड हो रहा है…',
    loadFailed: 'इतिहास नहीं मिल सका।',
    none: 'अभी कोई बदलाव दर्ज नहीं है।',
  },
};

export const STOCK_TEXTS: Record<StockLanguage, StockTexts> = { en: ENGLISH, hi: HINDI };

/** The names of the two languages, each written in itself, for the screen's switch. */
export const STOCK_LANGUAGE_NAMES: Record<StockLanguage, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The services' messages a counter keeper may meet, in Hindi (drafted for review, as above). A message not listed
 * is shown in English, marked as English, rather than in a guessed translation.
 */
export const STOCK_MESSAGES_HINDI: Readonly<Record<string, string>> = {
  [STOCK_MESSAGES.stockChanged]: 'स्टॉक अपडेट हो गया।',
  [STOCK_MESSAGES.counterRequired]: 'बिक्री केंद्र चुनें।',
  [STOCK_MESSAGES.unknownCounter]: 'बिक्री केंद्र नहीं मिला।',
  [STOCK_MESSAGES.counterClosed]: HINDI.counterClosed,
  [STOCK_MESSAGES.unknownCrop]: 'यह फ़सल साइट की खेत की फ़सलों की सूची में नहीं है।',
  [STOCK_MESSAGES.seasonOfCrop]: 'यह फ़सल इस मौसम में नहीं बोई जाती।',
  [STOCK_MESSAGES.unknownVariety]: 'यह किस्म इस फ़सल की प्रकाशित किस्मों की सूची में नहीं है।',
  [STOCK_MESSAGES.seedClass]: 'बीज की श्रेणी आधार या प्रमाणित होनी चाहिए।',
  [STOCK_MESSAGES.bagKg]: `बोरे का वज़न ${STOCK_LIMITS.bagKgMin} से ${STOCK_LIMITS.bagKgMax} किलो के बीच होना चाहिए, पूरे ग्राम में।`,
  [STOCK_MESSAGES.reason]: 'कारण चुनें: प्राप्त, बिक्री, दूसरे काउंटर को भेजा या सुधार।',
  [STOCK_MESSAGES.bags]: `बोरों की संख्या 0 से ${STOCK_LIMITS.bags} तक की पूरी संख्या होनी चाहिए।`,
  [STOCK_MESSAGES.bagsMoved]: `आए, बिके या भेजे गए बोरों की संख्या 1 से ${STOCK_LIMITS.bags} तक की पूरी संख्या होनी चाहिए।`,
  [STOCK_MESSAGES.noteTooLong]: `टिप्पणी ज़्यादा से ज़्यादा ${STOCK_LIMITS.note} अक्षरों की हो सकती है।`,
  [STOCK_MESSAGES.tooMany]: `एक पंक्ति में ज़्यादा से ज़्यादा ${STOCK_LIMITS.bags} बोरे हो सकते हैं।`,
  [STOCK_MESSAGES.lineNotFound]: 'स्टॉक की यह पंक्ति नहीं मिली।',
  [STOCK_MESSAGES.catalogueUnavailable]: 'फ़सलों और किस्मों की सूची अभी नहीं पढ़ी जा सकती। एक मिनट बाद फिर से कोशिश करें।',
  [SALES_MESSAGES.notYourCounter]: 'यह बिक्री केंद्र आपका नहीं है: आप केवल अपने केंद्रों का स्टॉक रखते हैं।',
  [SERVICE_UNAVAILABLE_MESSAGE]: 'सेवा अभी उपलब्ध नहीं है। थोड़ी देर बाद फिर से कोशिश करें।',
};

/** A message in the screen's language where it has one, with the language it is written in. */
export function stockMessage(message: string, language: StockLanguage): { text: string; lang: StockLanguage } {
  const hindi = language === 'hi' ? STOCK_MESSAGES_HINDI[message] : undefined;
  return hindi ? { text: hindi, lang: 'hi' } : { text: message, lang: 'en' };
}
