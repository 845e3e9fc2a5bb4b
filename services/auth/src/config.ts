import { readFileSync } from 'node:fs';
import { Expose, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { IsHttpUrl, ServiceConfig } from '@seedcorp/libs';
import { IsWebAuthnOrigins, originList, RP_ID_PATTERN } from './second-factor/webauthn-origins';
import { IsSmsPattern } from './sms/sms-pattern';

export const SMS_PROVIDERS = ['log', 'http'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** Operators in India drop bulk SMS whose DLT registration is missing, so production cannot start without it. */
const smsNeedsDlt = (config: AuthConfig) => config.isProduction && config.SMS_PROVIDER === 'http';
/** DLT portals issue entity and template ids as 19-digit numbers; a short or spaced paste is caught at start. */
const DLT_ID_PATTERN = /^\d{19}$/;

/** A comma list of 10-digit mobile numbers starting 6-9 (spaces allowed), or nothing. */
export const MOBILE_LIST_PATTERN = /^\s*([6-9]\d{9}\s*(,\s*[6-9]\d{9}\s*)*)?$/;

export class AuthConfig extends ServiceConfig {
  override PORT = 3001;

  /** PEM text of the RS256 private key; JWT_PRIVATE_KEY_FILE names a file holding it instead. */
  @Expose()
  @ValidateIf((config: AuthConfig) => !config.JWT_PRIVATE_KEY_FILE)
  @IsString()
  @IsNotEmpty({
    message: 'JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE must be set',
  })
  JWT_PRIVATE_KEY?: string;

  @Expose()
  @IsOptional()
  @IsString()
  JWT_PRIVATE_KEY_FILE?: string;

  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(24 * 3600)
  TOKEN_TTL_SECONDS = 1800;

  @Expose()
  @IsIn(SMS_PROVIDERS)
  @ValidateIf((config: AuthConfig) => config.NODE_ENV === 'production')
  @IsIn(['http'], { message: 'SMS_PROVIDER must be http when NODE_ENV is production (log writes codes to a file)' })
  SMS_PROVIDER: SmsProviderName = 'log';

  @Expose()
  @IsString()
  @IsNotEmpty()
  SMS_OUTBOX_FILE = '.data/sms-outbox.jsonl';

  /** The text sent; must match the template registered with the SMS operator (DLT). */
  @Expose()
  @IsString()
  @Matches(/\{\{otp\}\}/, { message: 'SMS_TEXT_TEMPLATE must contain {{otp}}' })
  SMS_TEXT_TEMPLATE = 'Your admin login OTP is {{otp}}. It is valid for 5 minutes. Do not share it with anyone.';

  @Expose()
  @ValidateIf((config: AuthConfig) => config.SMS_PROVIDER === 'http')
  @IsHttpUrl()
  SMS_HTTP_URL?: string;

  @Expose()
  @IsIn(['GET', 'POST'])
  SMS_HTTP_METHOD = 'POST';

  /** A whole header line, e.g. `Authorization: Bearer abc`. */
  @Expose()
  @IsOptional()
  @Matches(/^[\w-]+:\s*\S.*$/, { message: 'SMS_HTTP_AUTH_HEADER must look like "Name: value"' })
  SMS_HTTP_AUTH_HEADER?: string;

  /** Request body (POST) or query string (GET) with {{mobile}}, {{otp}}, {{text}}, {{entityId}}, {{templateId}}, {{senderId}}. */
  @Expose()
  @IsString()
  SMS_HTTP_BODY_TEMPLATE =
    '{"to":"{{mobile}}","message":"{{text}}","entityId":"{{entityId}}","templateId":"{{templateId}}","sender":"{{senderId}}"}';

  @Expose()
  @IsString()
  SMS_HTTP_CONTENT_TYPE = 'application/json';

  @Expose()
  @ValidateIf(smsNeedsDlt)
  @Matches(DLT_ID_PATTERN, {
    message: 'SMS_DLT_ENTITY_ID must be the 19-digit DLT principal entity id when NODE_ENV is production',
  })
  SMS_DLT_ENTITY_ID?: string;

  @Expose()
  @ValidateIf(smsNeedsDlt)
  @Matches(DLT_ID_PATTERN, {
    message: 'SMS_DLT_TEMPLATE_ID must be the 19-digit DLT content template id when NODE_ENV is production',
  })
  SMS_DLT_TEMPLATE_ID?: string;

  /** The DLT sender header (6 letters) the template is registered under. */
  @Expose()
  @ValidateIf(smsNeedsDlt)
  @Matches(/^[A-Za-z]{6}$/, {
    message: 'SMS_SENDER_ID must be the 6-letter DLT sender header when NODE_ENV is production',
  })
  SMS_SENDER_ID?: string;

  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  SMS_HTTP_TIMEOUT_MS = 5000;

  /**
   * Found in the body of a 2xx answer when the gateway took the message: many answer 200 with an error in the
   * body. Unset, every 2xx answer counts as taken.
   */
  @Expose()
  @IsOptional()
  @IsSmsPattern()
  SMS_HTTP_SUCCESS_PATTERN?: string;

  /** Finds the gateway's message id in an answer that took the message: its one capture group is the id. */
  @Expose()
  @IsOptional()
  @IsSmsPattern({ oneCaptureGroup: true })
  SMS_HTTP_MESSAGE_ID_PATTERN?: string;

  /**
   * Found in an answer, whatever its status, that refuses the message for good (invalid number, DLT template
   * mismatch): such a message is not tried again, nor is one answered 4xx other than 408 and 429.
   */
  @Expose()
  @IsOptional()
  @IsSmsPattern()
  SMS_HTTP_PERMANENT_ERROR_PATTERN?: string;

  /** Waits before the second, third, … try of a failed SMS (comma list of milliseconds). */
  @Expose()
  @Matches(/^\s*\d{1,6}\s*(,\s*\d{1,6}\s*){0,4}$/, {
    message: 'SMS_RETRY_DELAYS_MS must be a comma list of up to 5 waits in milliseconds',
  })
  SMS_RETRY_DELAYS_MS = '2000,15000';

  @Expose()
  @IsOptional()
  @Matches(MOBILE_LIST_PATTERN, { message: 'ADMIN_MOBILES must be a comma list of 10-digit mobile numbers' })
  ADMIN_MOBILES?: string;

  /**
   * Codes one client address may ask for in an hour, whatever the number. An office behind one public address,
   * or a test run from one machine, may need more.
   */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  OTP_SENDS_PER_ADDRESS_PER_HOUR = 30;

  /**
   * Whether a second factor is required after the grace below: 'auto' requires it in production only. Past the
   * grace, the SMS code alone leads to setting one up, never to a session.
   */
  @Expose()
  @IsIn(['auto', 'true', 'false'])
  SECOND_FACTOR_REQUIRED = 'auto';

  /** Sign-ins with the SMS code alone allowed before a second factor is required. */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(100)
  SECOND_FACTOR_GRACE_SIGN_INS = 3;

  /** A session ends after this long without a call (ASVS V7.3.1); `TOKEN_TTL_SECONDS` is its absolute lifetime. */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(24 * 3600)
  SESSION_IDLE_SECONDS = 1800;

  /** Publishing a rate list or managing admins asks for the second factor again when it was proven longer ago. */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(24 * 3600)
  STEP_UP_MAX_AGE_SECONDS = 900;

  /** The name an authenticator app shows beside the admin's codes. */
  @Expose()
  @IsString()
  @IsNotEmpty()
  TOTP_ISSUER = 'Seed Corporation admin';

  /**
   * The passkeys' relying party: the admin site's domain (or a parent domain of it). Passkeys made for one id do
   * not work under another, so changing it later means every admin sets up their passkeys again.
   */
  @Expose()
  @Matches(RP_ID_PATTERN, { message: 'WEBAUTHN_RP_ID must be a domain name like seedcorp.example (no scheme or port)' })
  WEBAUTHN_RP_ID = 'localhost';

  /** The name a browser's passkey prompt shows. */
  @Expose()
  @IsString()
  @IsNotEmpty()
  WEBAUTHN_RP_NAME = 'Seed Corporation admin';

  /**
   * The origins the admin app is served from (comma list), which passkey answers must name. Unset outside
   * production: any http://localhost:<port> or http://127.0.0.1:<port>.
   */
  @Expose()
  @ValidateIf((config: AuthConfig) => config.isProduction || config.WEBAUTHN_ORIGINS !== undefined)
  @IsWebAuthnOrigins()
  @IsNotEmpty({
    message:
      "WEBAUTHN_ORIGINS must be set when NODE_ENV is production: the admin site's origins, e.g. https://seedcorp.example",
  })
  WEBAUTHN_ORIGINS?: string;

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
