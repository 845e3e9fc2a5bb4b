import { readFileSync } from 'node:fs';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { internalAddressOf, IsHttpUrl, ServiceConfig, Setting } from '@seedcorp/libs';
import { IsWebAuthnOrigins, originList, RP_ID_PATTERN } from './second-factor/webauthn-origins';
import { IsSmsPattern } from './sms/sms-pattern';

const SMS_PROVIDERS = ['log', 'http'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** Operators in India drop bulk SMS whose DLT registration is missing, so production cannot start without it. */
const smsNeedsDlt = (config: AuthConfig) => config.isProduction && config.SMS_PROVIDER === 'http';
/** DLT portals issue entity and template ids as 19-digit numbers; a short or spaced paste is caught at start. */
const DLT_ID_PATTERN = /^\d{19}$/;

/** A comma list of 10-digit mobile numbers starting 6-9 (spaces allowed), or nothing. */
export const MOBILE_LIST_PATTERN = /^\s*([6-9]\d{9}\s*(,\s*[6-9]\d{9}\s*)*)?$/;

export class AuthConfig extends ServiceConfig {
  override PORT = 3001;

  @Setting({
    description:
      'PEM text of the RS256 private key that signs admin tokens; only auth has it. Required unless `JWT_PRIVATE_KEY_FILE` is set.',
    secret: true,
  })
  @ValidateIf((config: AuthConfig) => !config.JWT_PRIVATE_KEY_FILE)
  @IsString()
  @IsNotEmpty({
    message: 'JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE must be set',
  })
  JWT_PRIVATE_KEY?: string;

  @Setting({ description: 'A file holding the RS256 private key, instead of `JWT_PRIVATE_KEY`.' })
  @IsOptional()
  @IsString()
  JWT_PRIVATE_KEY_FILE?: string;

  @Setting({
    description:
      "An admin session's absolute lifetime in seconds, however recently it was used (`SESSION_IDLE_SECONDS` ends it sooner when unused).",
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(24 * 3600)
  TOKEN_TTL_SECONDS = 1800;

  @Setting({
    description:
      'How sign-in codes and alerts are sent: `log` appends them to `SMS_OUTBOX_FILE` (refused in production), `http` sends them through the SMS gateway below.',
  })
  @IsIn(SMS_PROVIDERS)
  @ValidateIf((config: AuthConfig) => config.NODE_ENV === 'production')
  @IsIn(['http'], { message: 'SMS_PROVIDER must be http when NODE_ENV is production (log writes codes to a file)' })
  SMS_PROVIDER: SmsProviderName = 'log';

  @Setting({
    description: 'Where `log` appends one JSON line a message: `{"to", "text", "otp", "at"}` (an alert has no `otp`).',
  })
  @IsString()
  @IsNotEmpty()
  SMS_OUTBOX_FILE = '.data/sms-outbox.jsonl';

  @Setting({
    description:
      'The SMS text, holding `{{otp}}`; it must match the template registered with the SMS operator (DLT) word for word.',
  })
  @IsString()
  @Matches(/\{\{otp\}\}/, { message: 'SMS_TEXT_TEMPLATE must contain {{otp}}' })
  SMS_TEXT_TEMPLATE = 'Your admin login OTP is {{otp}}. It is valid for 5 minutes. Do not share it with anyone.';

  @Setting({
    description: "The SMS gateway's address. Required when `SMS_PROVIDER` is `http`; may carry the provider's key.",
    secret: true,
  })
  @ValidateIf((config: AuthConfig) => config.SMS_PROVIDER === 'http')
  @IsHttpUrl()
  SMS_HTTP_URL?: string;

  @Setting({ description: 'How the SMS gateway is called: `POST` (a body) or `GET` (a query string).' })
  @IsIn(['GET', 'POST'])
  SMS_HTTP_METHOD = 'POST';

  @Setting({
    description: 'A header line sent with every SMS request, e.g. `Authorization: Bearer abc`.',
    secret: true,
  })
  @IsOptional()
  @Matches(/^[\w-]+:\s*\S.*$/, { message: 'SMS_HTTP_AUTH_HEADER must look like "Name: value"' })
  SMS_HTTP_AUTH_HEADER?: string;

  @Setting({
    description:
      'The request body (`POST`) or query string (`GET`) of an SMS request, with `{{mobile}}`, `{{otp}}`, `{{text}}`, `{{entityId}}`, `{{templateId}}` and `{{senderId}}` filled in.',
  })
  @IsString()
  SMS_HTTP_BODY_TEMPLATE =
    '{"to":"{{mobile}}","message":"{{text}}","entityId":"{{entityId}}","templateId":"{{templateId}}","sender":"{{senderId}}"}';

  @Setting({ description: 'The content type of an SMS request body.' })
  @IsString()
  SMS_HTTP_CONTENT_TYPE = 'application/json';

  @Setting({
    description: 'The DLT principal entity id (19 digits). Required in production with `SMS_PROVIDER` `http`.',
  })
  @ValidateIf(smsNeedsDlt)
  @Matches(DLT_ID_PATTERN, {
    message: 'SMS_DLT_ENTITY_ID must be the 19-digit DLT principal entity id when NODE_ENV is production',
  })
  SMS_DLT_ENTITY_ID?: string;

  @Setting({
    description:
      'The DLT content template id (19 digits) of `SMS_TEXT_TEMPLATE`. Required in production with `SMS_PROVIDER` `http`.',
  })
  @ValidateIf(smsNeedsDlt)
  @Matches(DLT_ID_PATTERN, {
    message: 'SMS_DLT_TEMPLATE_ID must be the 19-digit DLT content template id when NODE_ENV is production',
  })
  SMS_DLT_TEMPLATE_ID?: string;

  @Setting({
    description:
      'The DLT sender header (6 letters) the template is registered under. Required in production with `SMS_PROVIDER` `http`.',
  })
  @ValidateIf(smsNeedsDlt)
  @Matches(/^[A-Za-z]{6}$/, {
    message: 'SMS_SENDER_ID must be the 6-letter DLT sender header when NODE_ENV is production',
  })
  SMS_SENDER_ID?: string;

  @Setting({ description: 'How long an SMS request may take, in milliseconds, before it counts as failed.' })
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  SMS_HTTP_TIMEOUT_MS = 5000;

  @Setting({
    description:
      'A regular expression (ignoring case) found in the body of a 2xx answer when the gateway took the message, since many answer 200 with an error in the body. Unset, every 2xx answer counts as taken.',
  })
  @IsOptional()
  @IsSmsPattern()
  SMS_HTTP_SUCCESS_PATTERN?: string;

  @Setting({
    description:
      "A regular expression (ignoring case) finding the gateway's message id in an answer that took the message: its one capture group is the id, which is logged.",
  })
  @IsOptional()
  @IsSmsPattern({ oneCaptureGroup: true })
  SMS_HTTP_MESSAGE_ID_PATTERN?: string;

  @Setting({
    description:
      'A regular expression (ignoring case) found in an answer, whatever its status, that refuses the message for good (invalid number, DLT template mismatch): such a message is not tried again, nor is one answered 4xx other than 408 and 429.',
  })
  @IsOptional()
  @IsSmsPattern()
  SMS_HTTP_PERMANENT_ERROR_PATTERN?: string;

  @Setting({
    description:
      'The waits before the second, third … try of a sign-in code the gateway did not take for now (comma list of up to 5 waits in milliseconds); retries survive a restart. Alerts wait `SMS_ALERT_BACKOFF_MS` instead.',
  })
  @Matches(/^\s*\d{1,6}\s*(,\s*\d{1,6}\s*){0,4}$/, {
    message: 'SMS_RETRY_DELAYS_MS must be a comma list of up to 5 waits in milliseconds',
  })
  SMS_RETRY_DELAYS_MS = '2000,15000';

  @Setting({
    description:
      "Alerts (stock arrivals and the like) handed to the SMS gateway per second at most, across every replica: a few percent under the provider's limit, less room for sign-in codes, which have a queue of their own and are never held back by alerts (when they arrive varies with the replicas' load: 3% over the setting in the busiest second of the SMS bench).",
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  SMS_ALERTS_PER_SECOND = 100;

  @Setting({
    description:
      'Alerts each replica sends at the same time. The gateway answers in tens to hundreds of milliseconds, so reaching `SMS_ALERTS_PER_SECOND` takes that rate times the answer time in seconds.',
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  SMS_ALERT_CONCURRENCY = 50;

  @Setting({
    description:
      'Tries of an alert the gateway did not take for now (a refusal for good is not tried again), waiting `SMS_ALERT_BACKOFF_MS`, then twice as long each time.',
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(20)
  SMS_ALERT_ATTEMPTS = 5;

  @Setting({ description: 'The wait before the second try of an alert, in milliseconds; each later wait doubles.' })
  @Type(() => Number)
  @IsInt()
  @Min(10)
  @Max(600_000)
  SMS_ALERT_BACKOFF_MS = 5000;

  @Setting({
    description:
      "Days a message that could not be sent is kept in the queue's failed list, with its last error and tries, for an operator to look at; each message's state (queued, sent, delivered, failed) is kept as long.",
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(90)
  SMS_FAILED_KEEP_DAYS = 7;

  @Setting({
    description:
      "The shared secret the SMS provider's delivery reports carry in the `X-Sms-Report-Secret` header (at least 24 characters). Unset, delivery reports are refused.",
    secret: true,
  })
  @IsOptional()
  @IsString()
  @Matches(/^\S{24,}$/, { message: 'SMS_REPORT_SECRET must be at least 24 characters without spaces' })
  SMS_REPORT_SECRET?: string;

  @Setting({
    description:
      "Admins' mobile numbers (comma list of 10-digit numbers) that the migration step adds; a number already known is left as it is, and one taken out of the list is not disabled.",
    secret: true,
  })
  @IsOptional()
  @Matches(MOBILE_LIST_PATTERN, { message: 'ADMIN_MOBILES must be a comma list of 10-digit mobile numbers' })
  ADMIN_MOBILES?: string;

  @Setting({
    description:
      'Sign-in codes one client address may ask for in an hour, whatever the number. An office behind one public address, or a test run from one machine, may need more.',
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  OTP_SENDS_PER_ADDRESS_PER_HOUR = 30;

  @Setting({
    description:
      'Whether admins must sign in with a second factor once `SECOND_FACTOR_GRACE_SIGN_INS` is spent: `auto` (in production only), `true` or `false`. Past the grace, the SMS code alone leads to setting one up, never to a session.',
  })
  @IsIn(['auto', 'true', 'false'])
  SECOND_FACTOR_REQUIRED = 'auto';

  @Setting({
    description: 'Sign-ins with the SMS code alone an admin without a second factor is allowed before one is required.',
  })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(100)
  SECOND_FACTOR_GRACE_SIGN_INS = 3;

  @Setting({
    description:
      'An admin session ends after this many seconds without a call (ASVS V7.3.1); the sign-in counts as its first use.',
  })
  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(24 * 3600)
  SESSION_IDLE_SECONDS = 1800;

  @Setting({
    description:
      "Publishing a rate list, resetting another admin's factors, adding a passkey, removing a factor or making new recovery codes asks for the second factor again when it was proven longer ago than this many seconds.",
  })
  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(24 * 3600)
  STEP_UP_MAX_AGE_SECONDS = 900;

  @Setting({ description: "The name an authenticator app shows beside the admin's codes." })
  @IsString()
  @IsNotEmpty()
  TOTP_ISSUER = 'Seed Corporation admin';

  @Setting({
    description:
      "The passkeys' relying party: the admin site's domain (or a parent domain of it). Passkeys made for one id do not work under another, so changing it later means every admin sets up their passkeys again.",
  })
  @Matches(RP_ID_PATTERN, { message: 'WEBAUTHN_RP_ID must be a domain name like seedcorp.example (no scheme or port)' })
  WEBAUTHN_RP_ID = 'localhost';

  @Setting({ description: "The name a browser's passkey prompt shows." })
  @IsString()
  @IsNotEmpty()
  WEBAUTHN_RP_NAME = 'Seed Corporation admin';

  @Setting({
    description:
      'The origins the admin app is served from (comma list of https origins on `WEBAUTHN_RP_ID`), which passkey answers must name. Required in production; unset elsewhere, any `http://localhost:<port>` or `http://127.0.0.1:<port>`.',
  })
  @ValidateIf((config: AuthConfig) => config.isProduction || config.WEBAUTHN_ORIGINS !== undefined)
  @IsWebAuthnOrigins()
  @IsNotEmpty({
    message:
      "WEBAUTHN_ORIGINS must be set when NODE_ENV is production: the admin site's origins, e.g. https://seedcorp.example",
  })
  WEBAUTHN_ORIGINS?: string;

  @Setting({
    description:
      "A farmer session's lifetime in seconds: short, since a phone may be shared; the farmer signs in again with an SMS code.",
  })
  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(4 * 3600)
  FARMER_TOKEN_TTL_SECONDS = 900;

  @Setting({
    description:
      "The farmers' sign-in SMS, holding `{{otp}}`; it must match its DLT template word for word (`SMS_DLT_TEMPLATE_ID` names the template every SMS is sent under).",
  })
  @IsString()
  @Matches(/\{\{otp\}\}/, { message: 'FARMER_SMS_CODE_TEXT must contain {{otp}}' })
  FARMER_SMS_CODE_TEXT = 'Your seed booking OTP is {{otp}}. It is valid for 5 minutes. Do not share it with anyone.';

  @Setting({
    description:
      'The booking slip SMS in English, with `{{number}}`, `{{bags}}`, `{{variety}}`, `{{counter}}`, `{{code}}` and `{{date}}`; it must match its DLT template.',
  })
  @IsString()
  @Matches(/\{\{code\}\}/, { message: 'FARMER_SMS_BOOKED_TEXT_EN must contain {{code}}' })
  FARMER_SMS_BOOKED_TEXT_EN =
    'Seed booking {{number}}: {{bags}} bags {{variety}} at {{counter}}. Pickup code {{code}}. Collect by {{date}}, pay at the counter.';

  @Setting({
    description:
      'The booking slip SMS in Hindi (sent as Unicode; the gateway body may need its Unicode flag), with the same values.',
  })
  @IsString()
  @Matches(/\{\{code\}\}/, { message: 'FARMER_SMS_BOOKED_TEXT_HI must contain {{code}}' })
  // Hindi drafted, for the corporation's review.
  FARMER_SMS_BOOKED_TEXT_HI =
    'बीज बुकिंग {{number}}: {{variety}} के {{bags}} बैग, {{counter}}। पिकअप कोड {{code}}। {{date}} तक लें, भुगतान केंद्र पर।';

  @Setting({
    description:
      'The SMS in English telling a farmer that a booking expired uncollected, with `{{number}}` and `{{date}}`.',
  })
  @IsString()
  @Matches(/\{\{number\}\}/, { message: 'FARMER_SMS_EXPIRED_TEXT_EN must contain {{number}}' })
  FARMER_SMS_EXPIRED_TEXT_EN =
    'Seed booking {{number}} was not collected by {{date}} and has expired. The bags are released.';

  @Setting({ description: 'The same in Hindi.' })
  @IsString()
  @Matches(/\{\{number\}\}/, { message: 'FARMER_SMS_EXPIRED_TEXT_HI must contain {{number}}' })
  // Hindi drafted, for the corporation's review.
  FARMER_SMS_EXPIRED_TEXT_HI = 'बीज बुकिंग {{number}} का बीज {{date}} तक नहीं लिया गया, बुकिंग समाप्त हो गई है।';

  /** Where a farmer's withdrawal of consent cancels their bookings (`POST /internal/farmerWithdrawn`). */
  @Setting({ description: internalAddressOf('sales') })
  @IsHttpUrl()
  SALES_INTERNAL_URL = 'http://127.0.0.1:3008';

  get secondFactorRequired(): boolean {
    return this.SECOND_FACTOR_REQUIRED === 'auto' ? this.isProduction : this.SECOND_FACTOR_REQUIRED === 'true';
  }

  /** Empty where none are set (outside production): see `WEBAUTHN_ORIGINS`. */
  webauthnOrigins(): string[] {
    return this.WEBAUTHN_ORIGINS ? originList(this.WEBAUTHN_ORIGINS) : [];
  }

  smsRetryDelaysMs(): number[] {
    return this.SMS_RETRY_DELAYS_MS.split(',').map((delay) => Number(delay.trim()));
  }

  jwtPrivateKey(): string {
    return this.JWT_PRIVATE_KEY ?? readFileSync(this.JWT_PRIVATE_KEY_FILE as string, 'utf8');
  }
}
