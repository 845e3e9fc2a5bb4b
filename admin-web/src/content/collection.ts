import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  BOOKING_REFUSALS,
  PICKUP_CODE_LENGTH,
  type Bilingual,
} from '@seedcorp/contracts';
import { STOCK_TEXTS, stockMessage, type StockLanguage } from './stock';

/**
 * The collection screen is the counter operator's, on the phone at the counter, as the stock screen is: in English or
 * Hindi as its keeper chose there (one choice for both), the counter's words shared with the stock screen.
 */
const ENGLISH = {
  title: 'Collect booked seed',
  intro:
    'Type the pickup code from the farmer’s slip or SMS, or scan the slip’s QR code. Check the booking with the farmer, hand over the seed and record the receipt.',
  counter: STOCK_TEXTS.en.counter,
  chooseCounter: STOCK_TEXTS.en.chooseCounter,
  loadingCounters: STOCK_TEXTS.en.loadingCounters,
  countersFailed: STOCK_TEXTS.en.countersFailed,
  noCounters: STOCK_TEXTS.en.noCounters,
  closedMark: STOCK_TEXTS.en.closedMark,
  retry: STOCK_TEXTS.en.retry,
  close: STOCK_TEXTS.en.close,
  code: 'Pickup code',
  codeHint: `${PICKUP_CODE_LENGTH} letters and digits, as on the slip. Small letters, spaces and dashes do not matter.`,
  find: 'Find booking',
  finding: 'Looking up…',
  findFailed: 'The booking could not be looked up: the connection failed. Try again when it is back.',
  scan: 'Scan QR code',
  scanTitle: 'Scan the slip’s QR code',
  scanHint: 'Hold the QR code on the farmer’s slip inside the picture. The code is typed in for you.',
  cameraStarting: 'Opening the camera…',
  cameraFailed: 'The camera could not be opened. Allow the camera for this site, or type the code instead.',
  booking: {
    heading: (number: string) => `Booking ${number}`,
    farmer: 'Farmer',
    village: 'Village',
    variety: 'Variety',
    seedClass: 'Class',
    bags: 'Bags booked',
    price: 'Price payable',
    collectBy: 'Collect by',
    state: 'State',
    notGiven: 'Not given',
    noPrice: 'Not in the rate list: use the rate in force',
    bagsOf: (bags: number, kg: number) => `${bags} ${bags === 1 ? 'bag' : 'bags'} of ${kg} kg`,
  },
  collect: {
    heading: 'Hand over the seed',
    bags: 'Bags handed over',
    bagsHint: (bags: number) => `The bags booked are ${bags}: hand over fewer only if the farmer asks for fewer.`,
    receipt: 'Receipt number',
    receiptHint: 'The number of the cash receipt given to the farmer.',
    submit: 'Record collection',
    saving: 'Recording…',
    failed: 'Not recorded: the connection failed. What you typed is kept: record it again when the connection is back.',
  },
  done: (handedOver: number, onHand: number) =>
    `Collection recorded: ${handedOver} ${handedOver === 1 ? 'bag' : 'bags'} handed over. Bags now on hand for this variety: ${onHand}.`,
  next: 'Next booking',
};

type CollectionTexts = typeof ENGLISH;

/** Hindi drafted for review by the corporation, as the stock screen's is. */
const HINDI: CollectionTexts = {
  title: 'बुकिंग का बीज सौंपें',
  intro:
    'किसान की पर्ची या एसएमएस से पिकअप कोड लिखें, या पर्ची का QR कोड स्कैन करें। किसान के साथ बुकिंग मिलाएँ, बीज सौंपें और रसीद दर्ज करें।',
  counter: STOCK_TEXTS.hi.counter,
  chooseCounter: STOCK_TEXTS.hi.chooseCounter,
  loadingCounters: STOCK_TEXTS.hi.loadingCounters,
  countersFailed: STOCK_TEXTS.hi.countersFailed,
  noCounters: STOCK_TEXTS.hi.noCounters,
  closedMark: STOCK_TEXTS.hi.closedMark,
  retry: STOCK_TEXTS.hi.retry,
  close: STOCK_TEXTS.hi.close,
  code: 'पिकअप कोड',
  codeHint: `पर्ची पर लिखे ${PICKUP_CODE_LENGTH} अक्षर और अंक। छोटे अक्षर, खाली जगह और डैश से फ़र्क नहीं पड़ता।`,
  find: 'बुकिंग खोजें',
  finding: 'खोजा जा रहा है…',
  findFailed: 'बुकिंग नहीं खोजी जा सकी: कनेक्शन टूट गया। कनेक्शन लौटने पर फिर से कोशिश करें।',
  scan: 'QR कोड स्कैन करें',
  scanTitle: 'पर्ची का QR कोड स्कैन करें',
  scanHint: 'किसान की पर्ची का QR कोड तस्वीर के अंदर रखें। कोड अपने आप लिख दिया जाएगा।',
  cameraStarting: 'कैमरा खुल रहा है…',
  cameraFailed: 'कैमरा नहीं खुल सका। इस साइट के लिए कैमरे की अनुमति दें, या कोड लिखें।',
  booking: {
    heading: (number) => `बुकिंग ${number}`,
    farmer: 'किसान',
    village: 'गाँव',
    variety: 'किस्म',
    seedClass: 'श्रेणी',
    bags: 'बुक किए गए बोरे',
    price: 'देय राशि',
    collectBy: 'कब तक लें',
    state: 'स्थिति',
    notGiven: 'नहीं दिया गया',
    noPrice: 'दर सूची में नहीं: लागू दर से लें',
    bagsOf: (bags, kg) => `${kg} किलो के ${bags} बोरे`,
  },
  collect: {
    heading: 'बीज सौंपें',
    bags: 'सौंपे गए बोरे',
    bagsHint: (bags) => `बुक किए गए बोरे ${bags} हैं: कम बोरे तभी दें जब किसान कम माँगे।`,
    receipt: 'रसीद संख्या',
    receiptHint: 'किसान को दी गई नकद रसीद की संख्या।',
    submit: 'बीज देना दर्ज करें',
    saving: 'दर्ज हो रहा है…',
    failed: 'दर्ज नहीं हुआ: कनेक्शन टूट गया। आपकी भरी जानकारी रखी है: कनेक्शन लौटने पर फिर से दर्ज करें।',
  },
  done: (handedOver, onHand) => `बीज देना दर्ज हो गया: ${handedOver} बोरे सौंपे गए। इस किस्म के अब मौजूद बोरे: ${onHand}।`,
  next: 'अगली बुकिंग',
};

export const COLLECTION_TEXTS: Record<StockLanguage, CollectionTexts> = { en: ENGLISH, hi: HINDI };

/** Wrong codes are counted over `pickupAttemptWindowSeconds`: the wait the service names is at most that long. */
const WAIT_MINUTES = Array.from({ length: BOOKING_LIMITS.pickupAttemptWindowSeconds / 60 }, (_, index) => index + 1);

/** The services' messages an operator meets at collection, in Hindi (drafted for review, as above). */
const COLLECTION_MESSAGES_HINDI: Readonly<Record<string, string>> = {
  [BOOKING_MESSAGES.bookingFound]: 'बुकिंग मिल गई।',
  [BOOKING_MESSAGES.collected]: 'बीज देना दर्ज हो गया।',
  [BOOKING_MESSAGES.codeRequired]: 'कृपया पिकअप कोड लिखें।',
  [BOOKING_MESSAGES.codeForm]: `पिकअप कोड ${PICKUP_CODE_LENGTH} अक्षरों और अंकों का होता है।`,
  [BOOKING_MESSAGES.codeUnknown]: 'इस पिकअप कोड की कोई बुकिंग नहीं है।',
  [BOOKING_MESSAGES.codeCollected]: 'इस बुकिंग का बीज पहले ही दिया जा चुका है।',
  [BOOKING_MESSAGES.codeCancelled]: 'यह बुकिंग रद्द हो चुकी है।',
  [BOOKING_MESSAGES.codeExpired]: 'यह बुकिंग समाप्त हो गई: बीज समय पर नहीं लिया गया।',
  [BOOKING_MESSAGES.handedOver]: 'सौंपे गए बोरे 1 से लेकर बुक किए गए बोरों तक की पूरी संख्या होनी चाहिए।',
  [BOOKING_MESSAGES.receiptRequired]: `कृपया रसीद संख्या लिखें (अधिकतम ${BOOKING_LIMITS.receiptNumber} अक्षर)।`,
  [BOOKING_MESSAGES.notBooked]: BOOKING_REFUSALS.notOpen.hi,
  [BOOKING_MESSAGES.bookingNotFound]: BOOKING_REFUSALS.notYours.hi,
  [BOOKING_MESSAGES.counterRequired]: 'कृपया बिक्री केंद्र चुनें।',
  ...Object.fromEntries(
    WAIT_MINUTES.map((minutes) => [
      BOOKING_MESSAGES.tooManyCodes(minutes),
      `बहुत से गलत पिकअप कोड लिखे गए। ${minutes} मिनट बाद फिर से कोशिश करें।`,
    ]),
  ),
};

/** What a refusal of another counter's booking carries besides its message: that counter's name in both languages. */
interface OtherCounterRefusal {
  counterName?: Bilingual;
}

/**
 * A message in the screen's language where it has one, with the language it is written in; a refusal of another
 * counter's booking names that counter in Hindi from the refusal's own data. Anything else falls back as the stock
 * screen's messages do: in English, marked as English.
 */
export function collectionMessage(
  message: string,
  language: StockLanguage,
  data?: unknown,
): { text: string; lang: StockLanguage } {
  if (language === 'hi') {
    const hindi = COLLECTION_MESSAGES_HINDI[message];
    if (hindi) return { text: hindi, lang: 'hi' };
    const counter = (data as OtherCounterRefusal | undefined)?.counterName;
    if (counter && message === BOOKING_MESSAGES.otherCounter(counter.en)) {
      return { text: `यह बुकिंग ${counter.hi} पर लेने के लिए है, इस बिक्री केंद्र पर नहीं।`, lang: 'hi' };
    }
  }
  return stockMessage(message, language);
}
