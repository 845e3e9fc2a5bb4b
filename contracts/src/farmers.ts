import type { Bilingual } from './content';
import { HARYANA_DISTRICTS } from './directories';
import { blank, listed, longerThan, type FormRules } from './form-rules';

/**
 * Farmers who book seed online: they prove a mobile number with an SMS code and hold a farmer session, a token of
 * its own audience that no admin call accepts (and no farmer call accepts an admin's). The auth service keeps the
 * farmer, their consent and its withdrawal; the sales service keeps their bookings.
 */
export const FARMER_AUDIENCE = 'seedcorp-farmer';

/** The two languages a farmer reads the notice and receives SMS in. */
export const FARMER_LANGUAGES = ['en', 'hi'] as const;
export type FarmerLanguage = (typeof FARMER_LANGUAGES)[number];

export const FARMER_LIMITS = {
  name: 100,
  village: 100,
  /** A state crop-registration or AgriStack farmer id, as printed: letters, digits and hyphens. */
  registryIdMin: 6,
  registryIdMax: 20,
} as const;

const REGISTRY_ID_PATTERN = /^[A-Za-z0-9-]+$/;

/** Districts a farmer may give: the state's. */
export const FARMER_DISTRICTS: readonly string[] = HARYANA_DISTRICTS;

/**
 * What a farmer is told, in both languages where the farmer reads it. Hindi drafted, for the corporation's review
 * (as are the notice's and the SMS texts' Hindi).
 */
export const FARMER_MESSAGES = {
  codeSent: 'An OTP has been sent to this number.',
  signedIn: 'Signed in.',
  signedOut: 'Signed out.',
  profileSaved: 'Your details are saved.',
  profileFetched: 'Your details fetched successfully.',
  noticeFetched: 'Notice fetched successfully.',
  consentRecorded: 'Your consent is recorded.',
  dataFetched: 'Your data fetched successfully.',
  withdrawn: 'Your consent is withdrawn: your open bookings are cancelled and your details erased.',
  nameRequired: 'Please enter your name.',
  nameTooLong: `Name must be at most ${FARMER_LIMITS.name} characters.`,
  villageRequired: 'Please enter your village.',
  villageTooLong: `Village must be at most ${FARMER_LIMITS.village} characters.`,
  district: 'Please choose your district from the list.',
  registryIdForm: `Farmer registry id must be ${FARMER_LIMITS.registryIdMin} to ${FARMER_LIMITS.registryIdMax} letters, digits or hyphens.`,
  registryIdRefused: 'The state farmer registry does not know this farmer registry id.',
  registryUnavailable: 'The state farmer registry cannot be reached now. Please try again shortly.',
  noticeVersion: 'This notice has changed. Please read the current notice and agree again.',
  language: 'Language must be en or hi.',
  profileFirst: 'Please give your name, village and district first.',
  withdrawUnavailable: 'Your consent could not be withdrawn just now. Please try again shortly.',
  sessionEnded: 'Session has ended. Please sign in again.',
} as const;

/** The record type the audit trail names a farmer by (their id only: never a name or number). */
export const FARMER_RECORD_TYPE = 'farmer';

/** What the farmer sees when refused, in both languages; the envelope's `message` is the English. */
export const FARMER_REFUSALS = {
  profileFirst: {
    en: FARMER_MESSAGES.profileFirst,
    hi: 'कृपया पहले अपना नाम, गाँव और ज़िला बताएँ।',
  },
  consentFirst: {
    en: 'Please read the notice on your data and agree to it before booking.',
    hi: 'बुकिंग से पहले कृपया अपने डेटा से जुड़ी सूचना पढ़ें और सहमति दें।',
  },
} as const satisfies Record<string, Bilingual>;

/**
 * The details form, in its order of messages: a name and a village, a district of the state, and optionally a
 * registry id of the right form (whether the registry knows it is the registry's to say).
 */
export const FARMER_PROFILE_RULES: FormRules<FarmerProfileForm> = [
  { broken: (form) => blank(form.name), message: FARMER_MESSAGES.nameRequired },
  { broken: (form) => longerThan(form.name, FARMER_LIMITS.name), message: FARMER_MESSAGES.nameTooLong },
  { broken: (form) => blank(form.village), message: FARMER_MESSAGES.villageRequired },
  { broken: (form) => longerThan(form.village, FARMER_LIMITS.village), message: FARMER_MESSAGES.villageTooLong },
  { broken: (form) => !listed(FARMER_DISTRICTS, form.district), message: FARMER_MESSAGES.district },
  {
    broken: ({ registryId: id }) =>
      id !== undefined &&
      id !== null &&
      id !== '' &&
      (typeof id !== 'string' ||
        !REGISTRY_ID_PATTERN.test(id) ||
        id.length < FARMER_LIMITS.registryIdMin ||
        id.length > FARMER_LIMITS.registryIdMax),
    message: FARMER_MESSAGES.registryIdForm,
  },
];

/** `farmer/requestCode`: a code to this number, sent whether or not the number is known (no enumeration). */
export interface FarmerCodeRequest {
  mobileNo: string;
}

export interface FarmerVerifyRequest {
  mobileNo: string;
  otp: string;
}

/** What a farmer has done so far: the booking page asks for what is missing. */
export interface FarmerState {
  profileComplete: boolean;
  /** The notice version the farmer agreed to; null before consent or after a new notice. */
  consentVersion: string | null;
  /** Whether `consentVersion` is the current notice's: booking needs it. */
  consentCurrent: boolean;
}

/**
 * A farmer session: the token (audience `FARMER_AUDIENCE`, short-lived) and what it says. Saving the details and
 * agreeing to the notice answer a new session, whose token carries them to the sales service.
 */
export interface FarmerSession {
  token: string;
  expiresAt: string;
  farmer: FarmerState;
}

export interface FarmerProfileForm {
  name: string;
  village: string;
  district: string;
  /** Optional: checked for form, and by the state registry where one is connected. */
  registryId?: string;
}

/**
 * Where a registry id stands: `verified` by the state registry, `formOnly` when no registry is connected (checked
 * for its form alone), `none` when none is given.
 */
export type RegistryCheck = 'verified' | 'formOnly' | 'none';

export interface FarmerProfile {
  mobile: string;
  name: string | null;
  village: string | null;
  district: string | null;
  registryId: string | null;
  registryCheck: RegistryCheck;
}

/** One item of the notice: what is collected, why, and how long it is kept. */
export interface NoticeItem {
  item: Bilingual;
  purpose: Bilingual;
  keptFor: Bilingual;
}

/**
 * The notice a farmer reads before the first booking (DPDP Act 2023, Rules 2025): each item collected, why and for
 * how long, how to withdraw, and how to complain. The grievance contact is the corporation's contact record of the
 * public site settings (`content/web/getSettings`), which every page already reads: the notice names where it is,
 * never a contact of its own.
 */
export interface ConsentNotice {
  version: string;
  title: Bilingual;
  intro: Bilingual;
  items: NoticeItem[];
  withdraw: Bilingual;
  rights: Bilingual;
  grievance: Bilingual;
}

export interface ConsentRequest {
  /** The notice version read: a farmer agrees to the text they saw, not to a newer one. */
  version: string;
  /** The language the notice was read in; SMS follow it. */
  language: FarmerLanguage;
}

export interface ConsentRecord {
  version: string;
  language: FarmerLanguage;
  givenAt: string;
  withdrawnAt: string | null;
}

/** `farmer/myData`: everything held on the farmer by the auth service; bookings are `sales.farmerBookings`. */
export interface FarmerData {
  profile: FarmerProfile;
  consents: ConsentRecord[];
  signedUpAt: string;
}

/** The current notice's version: a change of its text makes a new one, which farmers agree to again. */
export const CONSENT_NOTICE_VERSION = '2026-11-1';

/** Hindi drafted, for the corporation's review. */
export const CONSENT_NOTICE: ConsentNotice = {
  version: CONSENT_NOTICE_VERSION,
  title: { en: 'How your data is used for seed booking', hi: 'बीज बुकिंग के लिए आपके डेटा का उपयोग' },
  intro: {
    en: 'To book seed online, the corporation collects the items below from you, only for booking and handing over seed. You may book only after you agree.',
    hi: 'ऑनलाइन बीज बुकिंग के लिए निगम आपसे नीचे दी गई जानकारी केवल बुकिंग और बीज देने के लिए लेता है। सहमति देने के बाद ही आप बुकिंग कर सकते हैं।',
  },
  items: [
    {
      item: { en: 'Mobile number', hi: 'मोबाइल नंबर' },
      purpose: {
        en: 'To sign you in with an OTP and send your booking slip and reminders by SMS.',
        hi: 'ओटीपी से लॉग-इन कराने और बुकिंग पर्ची व सूचना एसएमएस से भेजने के लिए।',
      },
      keptFor: {
        en: 'Until you withdraw your consent.',
        hi: 'जब तक आप अपनी सहमति वापस नहीं लेते।',
      },
    },
    {
      item: { en: 'Name', hi: 'नाम' },
      purpose: {
        en: 'So that the counter hands the seed to you.',
        hi: 'ताकि बिक्री केंद्र पर बीज आपको ही दिया जाए।',
      },
      keptFor: { en: 'Until you withdraw your consent.', hi: 'जब तक आप अपनी सहमति वापस नहीं लेते।' },
    },
    {
      item: { en: 'Village and district', hi: 'गाँव और ज़िला' },
      purpose: {
        en: 'To offer you the sale counters of your district first.',
        hi: 'आपके ज़िले के बिक्री केंद्र पहले दिखाने के लिए।',
      },
      keptFor: { en: 'Until you withdraw your consent.', hi: 'जब तक आप अपनी सहमति वापस नहीं लेते।' },
    },
    {
      item: { en: 'Farmer registry id (if you give it)', hi: 'किसान रजिस्ट्री आईडी (यदि आप दें)' },
      purpose: {
        en: 'To check with the state farmer registry, where one is connected, that you are a registered farmer.',
        hi: 'जहाँ राज्य किसान रजिस्ट्री जुड़ी हो, वहाँ यह जाँचने के लिए कि आप पंजीकृत किसान हैं।',
      },
      keptFor: { en: 'Until you withdraw your consent.', hi: 'जब तक आप अपनी सहमति वापस नहीं लेते।' },
    },
    {
      item: { en: 'Your bookings', hi: 'आपकी बुकिंग' },
      purpose: {
        en: 'To reserve seed for you and record its sale at the counter.',
        hi: 'आपके लिए बीज आरक्षित करने और बिक्री केंद्र पर बिक्री दर्ज करने के लिए।',
      },
      keptFor: {
        en: 'With your name until you withdraw your consent; after that without your name or number, as the corporation must keep its accounts.',
        hi: 'सहमति वापस लेने तक आपके नाम के साथ; उसके बाद बिना नाम या नंबर के, क्योंकि निगम को अपना हिसाब रखना होता है।',
      },
    },
  ],
  withdraw: {
    en: 'You may withdraw your consent at any time from "My data" on the booking page. Your open bookings are then cancelled and your name, number, village and registry id are erased.',
    hi: 'आप बुकिंग पेज पर "मेरा डेटा" से कभी भी अपनी सहमति वापस ले सकते हैं। तब आपकी खुली बुकिंग रद्द हो जाएँगी और आपका नाम, नंबर, गाँव और रजिस्ट्री आईडी मिटा दिए जाएँगे।',
  },
  rights: {
    en: 'You may see the data held on you at any time under "My data".',
    hi: 'आप "मेरा डेटा" में कभी भी देख सकते हैं कि आपकी कौन-सी जानकारी रखी गई है।',
  },
  grievance: {
    en: 'For a grievance about your data, contact the corporation at the contact details shown on this site.',
    hi: 'अपने डेटा से जुड़ी शिकायत के लिए इस साइट पर दिए गए निगम के संपर्क पर संपर्क करें।',
  },
};

/** `POST /internal/farmerSms` of the auth service (service-to-service only): an SMS to a farmer by their key. */
export const FARMER_SMS_PATH = '/internal/farmerSms';

/** The SMS the sales service asks for; each has its own DLT-registered text in both languages. */
export const FARMER_SMS_KINDS = ['booked', 'expired'] as const;
export type FarmerSmsKind = (typeof FARMER_SMS_KINDS)[number];

export interface FarmerSmsRequest {
  /** Sent once whatever the retries: a notice already handed to the SMS queue is not queued again. */
  noticeKey: string;
  farmerKey: string;
  kind: FarmerSmsKind;
  /**
   * The template's values (`{{number}}`, `{{code}}` …), each within the DLT variable length; a value named
   * `<name>Hi` (`counterHi`) stands for `<name>` in a Hindi SMS.
   */
  values: Record<string, string>;
}

/** `POST /internal/farmerWithdrawn` of the sales service: cancel the farmer's open bookings and erase their details. */
export const FARMER_WITHDRAWN_PATH = '/internal/farmerWithdrawn';

export interface FarmerWithdrawnRequest {
  farmerKey: string;
}

export interface FarmerWithdrawnResult {
  cancelled: number;
  erased: number;
}
