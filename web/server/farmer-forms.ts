import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  API,
  BOOKING_MESSAGES,
  FARMER_MESSAGES,
  type ApiPath,
  type Bilingual,
  type BookingSlip,
  type FarmerSession,
} from '@seedcorp/contracts';
import { ApiRequestError, callApi, dataOf, REQUEST_FAILED_MESSAGE } from '@seedcorp/web-shared/api/api-client';
import {
  BOOKING_FORMS,
  BOOKING_PAGES,
  FARMER_COOKIE,
  FARMER_MOBILE_COOKIE,
  FORM_SAID_COOKIE,
} from '../src/features/booking/booking-forms';

/** A form's body is a few short fields: anything longer is no form of ours. */
const FORM_BODY_LIMIT = 4 * 1024;
/** How long the number waits for its code between the two steps of signing in. */
const MOBILE_COOKIE_SECONDS = 10 * 60;
/** How long what a form said waits for the page it leads to. */
const SAID_COOKIE_SECONDS = 60;

/** What the farmer is told when nothing better is known (the service could not be reached). */
const UNAVAILABLE: Bilingual = {
  en: 'This could not be done just now. Please try again in a few minutes.',
  hi: 'यह अभी नहीं हो सका। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
};
const SESSION_ENDED: Bilingual = {
  en: FARMER_MESSAGES.sessionEnded,
  hi: 'सत्र समाप्त हो गया है। कृपया फिर से लॉग-इन करें।',
};
const SAID = {
  codeSent: { en: FARMER_MESSAGES.codeSent, hi: 'इस नंबर पर ओटीपी भेजा गया है।' },
  profileSaved: { en: FARMER_MESSAGES.profileSaved, hi: 'आपका विवरण सहेज लिया गया है।' },
  booked: { en: BOOKING_MESSAGES.booked, hi: 'बीज बुक हो गया। केंद्र पर पिकअप कोड दिखाएँ।' },
  cancelled: { en: BOOKING_MESSAGES.bookingCancelled, hi: 'बुकिंग रद्द कर दी गई।' },
  withdrawn: {
    en: FARMER_MESSAGES.withdrawn,
    hi: 'आपकी सहमति वापस ले ली गई है: आपकी खुली बुकिंग रद्द कर दी गई हैं और आपका विवरण मिटा दिया गया है।',
  },
  signedOut: { en: FARMER_MESSAGES.signedOut, hi: 'आप लॉग-आउट हो गए हैं।' },
} satisfies Record<string, Bilingual>;

export interface FarmerFormsSettings {
  /** Where a path of the contract is answered: the owning service's internal address. */
  origin: (path: string) => string;
  timeoutMs: number;
  /** Whether the site is served over https (cookies are then sent over https only). */
  secure: boolean;
}

/** The request's cookies by name. */
export function cookiesOf(request: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** What the last form said, from its cookie: our own JSON of both languages, or nothing. */
export function saidOf(cookies: Map<string, string>): Bilingual | undefined {
  const value = cookies.get(FORM_SAID_COOKIE);
  if (!value) return undefined;
  try {
    const said = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Bilingual>;
    return typeof said.en === 'string' && typeof said.hi === 'string' ? { en: said.en, hi: said.hi } : undefined;
  } catch {
    return undefined;
  }
}

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  // Strict: a form of another site never carries the farmer's session; the booking pages only.
  return `${name}=${value}; Path=${BOOKING_PAGES.start}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie that drops what a form said once its page has shown it. */
export const saidShown = (secure: boolean): string => cookie(FORM_SAID_COOKIE, '', 0, secure);

function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  return new Promise((resolve) => {
    let body = '';
    let tooLong = false;
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > FORM_BODY_LIMIT) tooLong = true;
    });
    request.on('end', () => resolve(tooLong ? undefined : new URLSearchParams(body)));
    request.on('error', () => resolve(undefined));
  });
}

/** What a refusal says in both languages: the service's own words where it gives them, else its English message. */
function refusalOf(error: unknown): Bilingual {
  if (!(error instanceof ApiRequestError) || error.message === REQUEST_FAILED_MESSAGE) return UNAVAILABLE;
  const said = (error.data as { said?: Partial<Bilingual> } | undefined)?.said;
  if (said && typeof said.en === 'string' && typeof said.hi === 'string') return { en: said.en, hi: said.hi };
  return { en: error.message, hi: error.message };
}

/**
 * The booking pages' plain forms, answered by the site renderer: each calls the owning service for the farmer (with
 * their session's token, and the visitor's address for the services' limits), then leads to the next page with a
 * 303, what it said kept for that page in a short cookie. A session that has ended leads back to signing in.
 */
export function farmerFormsHandler(settings: FarmerFormsSettings) {
  const call = <Path extends ApiPath>(
    path: Path,
    body: Parameters<typeof callApi<Path>>[1],
    visitor: string,
    token?: string,
  ) =>
    callApi(path, body, {
      origin: settings.origin(path),
      timeoutMs: settings.timeoutMs,
      token,
      headers: visitor ? { 'X-Forwarded-For': visitor } : undefined,
    });

  const sessionCookie = (session: FarmerSession) => {
    const seconds = Math.max(1, Math.floor((Date.parse(session.expiresAt) - Date.now()) / 1000));
    return cookie(FARMER_COOKIE, session.token, seconds, settings.secure);
  };
  const saidCookie = (said: Bilingual) =>
    cookie(
      FORM_SAID_COOKIE,
      Buffer.from(JSON.stringify(said)).toString('base64url'),
      SAID_COOKIE_SECONDS,
      settings.secure,
    );
  const ended = cookie(FARMER_COOKIE, '', 0, settings.secure);

  /** Where a farmer goes next once signed in: the notice, then their details, then booking. */
  const nextStep = (session: FarmerSession) =>
    !session.farmer.consentCurrent
      ? BOOKING_PAGES.consent
      : !session.farmer.profileComplete
        ? BOOKING_PAGES.details
        : BOOKING_PAGES.start;

  type Outcome = { to: string; said?: Bilingual; cookies?: string[] };

  async function act(path: string, form: URLSearchParams, cookies: Map<string, string>, visitor: string) {
    const token = cookies.get(FARMER_COOKIE) || undefined;
    const field = (name: string) => form.get(name)?.trim() ?? '';
    const number = (name: string) => (field(name) === '' ? Number.NaN : Number(field(name)));
    switch (path) {
      case BOOKING_FORMS.signIn: {
        const mobileNo = field('mobileNo');
        await call(API.farmers.requestCode, { mobileNo }, visitor);
        return {
          to: BOOKING_PAGES.code,
          said: SAID.codeSent,
          cookies: [cookie(FARMER_MOBILE_COOKIE, encodeURIComponent(mobileNo), MOBILE_COOKIE_SECONDS, settings.secure)],
        } satisfies Outcome;
      }
      case BOOKING_FORMS.code: {
        const mobileNo = decodeURIComponent(cookies.get(FARMER_MOBILE_COOKIE) ?? '');
        if (!mobileNo) return { to: BOOKING_PAGES.start, said: SESSION_ENDED } satisfies Outcome;
        const session = dataOf(await call(API.farmers.verifyCode, { mobileNo, otp: field('otp') }, visitor));
        return {
          to: nextStep(session),
          cookies: [sessionCookie(session), cookie(FARMER_MOBILE_COOKIE, '', 0, settings.secure)],
        } satisfies Outcome;
      }
      case BOOKING_FORMS.consent: {
        const language = field('language') === 'hi' ? 'hi' : 'en';
        const session = dataOf(
          await call(API.farmers.giveConsent, { version: field('version'), language }, visitor, token),
        );
        return { to: nextStep(session), cookies: [sessionCookie(session)] } satisfies Outcome;
      }
      case BOOKING_FORMS.details: {
        const registryId = field('registryId');
        const session = dataOf(
          await call(
            API.farmers.saveProfile,
            {
              name: field('name'),
              village: field('village'),
              district: field('district'),
              ...(registryId && { registryId }),
            },
            visitor,
            token,
          ),
        );
        return { to: nextStep(session), said: SAID.profileSaved, cookies: [sessionCookie(session)] } satisfies Outcome;
      }
      case BOOKING_FORMS.book: {
        const acres = number('acres');
        const windowKey = field('windowKey');
        try {
          await call(
            API.booking.book,
            { windowKey, lineKey: field('lineKey'), bags: number('bags'), ...(Number.isNaN(acres) ? {} : { acres }) },
            visitor,
            token,
          );
        } catch (error) {
          if (error instanceof ApiRequestError && error.httpStatus === 401) throw error;
          // Refused: back to the window's page, saying why (how many bags are left, the farmer's limit).
          return {
            to: `${BOOKING_PAGES.book}/${encodeURIComponent(windowKey)}`,
            said: refusalOf(error),
          } satisfies Outcome;
        }
        return { to: BOOKING_PAGES.mine, said: SAID.booked } satisfies Outcome;
      }
      case BOOKING_FORMS.cancel: {
        const slip = dataOf(await call(API.booking.cancel, { key: field('key') }, visitor, token)) as BookingSlip;
        return { to: `${BOOKING_PAGES.mine}#slip-${slip.key}`, said: SAID.cancelled } satisfies Outcome;
      }
      case BOOKING_FORMS.withdraw: {
        await call(API.farmers.withdrawConsent, undefined, visitor, token);
        return { to: BOOKING_PAGES.start, said: SAID.withdrawn, cookies: [ended] } satisfies Outcome;
      }
      case BOOKING_FORMS.signOut: {
        if (token) await call(API.farmers.logout, undefined, visitor, token).catch(() => undefined);
        return { to: BOOKING_PAGES.start, said: SAID.signedOut, cookies: [ended] } satisfies Outcome;
      }
      default:
        return undefined;
    }
  }

  /** The page a refused form goes back to, saying why. */
  const backFrom = (path: string): string =>
    path === BOOKING_FORMS.signIn
      ? BOOKING_PAGES.start
      : path === BOOKING_FORMS.cancel
        ? BOOKING_PAGES.mine
        : path === BOOKING_FORMS.withdraw
          ? BOOKING_PAGES.myData
          : path;

  /** Answers a booking form's POST; false for a path that is no booking form. */
  return async function answerForm(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    visitor: string,
  ): Promise<boolean> {
    if (!Object.values(BOOKING_FORMS).includes(path as (typeof BOOKING_FORMS)[keyof typeof BOOKING_FORMS]))
      return false;
    const lead = (to: string, said?: Bilingual, cookies: string[] = []) => {
      response.writeHead(303, {
        Location: to,
        'Cache-Control': 'no-store',
        'Set-Cookie': [...cookies, ...(said ? [saidCookie(said)] : [])],
        'Content-Length': '0',
      });
      response.end();
    };
    const form = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
      ? await readForm(request)
      : undefined;
    if (!form) {
      lead(backFrom(path), UNAVAILABLE);
      return true;
    }
    try {
      const outcome = await act(path, form, cookiesOf(request), visitor);
      if (outcome) lead(outcome.to, outcome.said, outcome.cookies);
    } catch (error) {
      if (error instanceof ApiRequestError && error.httpStatus === 401 && path !== BOOKING_FORMS.code) {
        lead(BOOKING_PAGES.start, SESSION_ENDED, [ended]);
      } else {
        lead(backFrom(path), refusalOf(error));
      }
    }
    return true;
  };
}
