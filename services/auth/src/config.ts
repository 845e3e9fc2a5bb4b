import { readFileSync } from 'node:fs';
import { Expose, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { IsHttpUrl, ServiceConfig } from '@seedcorp/libs';

export const SMS_PROVIDERS = ['log', 'http'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

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
  @IsOptional()
  @IsString()
  SMS_DLT_ENTITY_ID?: string;

  @Expose()
  @IsOptional()
  @IsString()
  SMS_DLT_TEMPLATE_ID?: string;

  @Expose()
  @IsOptional()
  @IsString()
  SMS_SENDER_ID?: string;

  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  SMS_HTTP_TIMEOUT_MS = 5000;

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

  smsRetryDelaysMs(): number[] {
    return this.SMS_RETRY_DELAYS_MS.split(',').map((delay) => Number(delay.trim()));
  }

  jwtPrivateKey(): string {
    return this.JWT_PRIVATE_KEY ?? readFileSync(this.JWT_PRIVATE_KEY_FILE as string, 'utf8');
  }
}
