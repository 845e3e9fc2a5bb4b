import { loadConfig } from '@seedcorp/libs';
import { AuthConfig } from './config';

const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/seedcorp',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_PUBLIC_KEY: 'public',
  JWT_PRIVATE_KEY: 'private',
};

/** A production HTTP gateway with its DLT registration. */
const productionSms = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  SMS_DLT_ENTITY_ID: '1101000000000000000',
  SMS_DLT_TEMPLATE_ID: '1107000000000000000',
  SMS_SENDER_ID: 'SEEDCO',
};

/** The passkeys' relying party of a production site. */
const productionPasskeys = { WEBAUTHN_RP_ID: 'seedcorp.example', WEBAUTHN_ORIGINS: 'https://seedcorp.example' };

describe('AuthConfig', () => {
  it('defaults to the outbox SMS provider and 30-minute tokens outside production', () => {
    const config = loadConfig(AuthConfig, base);
    expect(config.SMS_PROVIDER).toBe('log');
    expect(config.TOKEN_TTL_SECONDS).toBe(1800);
    expect(config.PORT).toBe(3001);
  });

  it('refuses the outbox provider in production', () => {
    expect(() => loadConfig(AuthConfig, { ...base, NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: SMS_PROVIDER must be http when NODE_ENV is production',
    );
  });

  it('needs a gateway URL for the HTTP provider', () => {
    expect(() => loadConfig(AuthConfig, { ...base, NODE_ENV: 'production', SMS_PROVIDER: 'http' })).toThrow(
      /SMS_HTTP_URL/,
    );
    const config = loadConfig(AuthConfig, { ...base, ...productionSms, ...productionPasskeys });
    expect(config.SMS_PROVIDER).toBe('http');
  });

  it('needs a private key', () => {
    const { JWT_PRIVATE_KEY: _omitted, ...rest } = base;
    expect(() => loadConfig(AuthConfig, rest)).toThrow(/JWT_PRIVATE_KEY/);
  });

  it.each(['98765', '9876543210,123', 'abc'])('refuses ADMIN_MOBILES "%s"', (list) => {
    expect(() => loadConfig(AuthConfig, { ...base, ADMIN_MOBILES: list })).toThrow(/ADMIN_MOBILES/);
  });

  it('accepts a comma list of admin numbers', () => {
    expect(loadConfig(AuthConfig, { ...base, ADMIN_MOBILES: '9876543210, 8123456789' }).ADMIN_MOBILES).toBeDefined();
  });
});

describe('AuthConfig SMS gateway settings', () => {
  it.each([
    ['SMS_DLT_ENTITY_ID', 'the 19-digit DLT principal entity id'],
    ['SMS_DLT_TEMPLATE_ID', 'the 19-digit DLT content template id'],
    ['SMS_SENDER_ID', 'the 6-letter DLT sender header'],
  ])('needs %s in production, saying what it is', (variable, what) => {
    const { [variable as keyof typeof productionSms]: _omitted, ...rest } = productionSms;
    expect(() => loadConfig(AuthConfig, { ...base, ...rest })).toThrow(
      `Invalid configuration: ${variable} must be ${what} when NODE_ENV is production`,
    );
  });

  it.each([
    ['SMS_DLT_ENTITY_ID', '110100000000000000'],
    ['SMS_DLT_ENTITY_ID', '1101 000000000000000'],
    ['SMS_DLT_TEMPLATE_ID', 'TEMPLATE1'],
    ['SMS_DLT_TEMPLATE_ID', '11070000000000000000'],
    ['SMS_SENDER_ID', 'SEEDCORP'],
    ['SMS_SENDER_ID', 'SEED01'],
  ])('refuses %s "%s" in production', (variable, value) => {
    expect(() => loadConfig(AuthConfig, { ...base, ...productionSms, [variable]: value })).toThrow(variable);
  });

  it('leaves the DLT settings free outside production, for a test gateway', () => {
    const config = loadConfig(AuthConfig, {
      ...base,
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9999/send',
      SMS_DLT_ENTITY_ID: 'ENTITY1',
    });
    expect(config.SMS_DLT_ENTITY_ID).toBe('ENTITY1');
    expect(config.SMS_SENDER_ID).toBeUndefined();
  });

  it('accepts answer patterns, the message id pattern with one capture group', () => {
    const config = loadConfig(AuthConfig, {
      ...base,
      SMS_HTTP_SUCCESS_PATTERN: '"status"\\s*:\\s*"success"',
      SMS_HTTP_MESSAGE_ID_PATTERN: '"messageId"\\s*:\\s*"([^"]+)"',
      SMS_HTTP_PERMANENT_ERROR_PATTERN: 'INVALID_NUMBER|DLT_TEMPLATE_MISMATCH',
    });
    expect(config.SMS_HTTP_MESSAGE_ID_PATTERN).toBe('"messageId"\\s*:\\s*"([^"]+)"');
  });

  it.each([
    ['SMS_HTTP_SUCCESS_PATTERN', '"status":"(success"', 'a regular expression'],
    ['SMS_HTTP_PERMANENT_ERROR_PATTERN', '[invalid', 'a regular expression'],
    ['SMS_HTTP_MESSAGE_ID_PATTERN', 'msgid=\\w+', 'a regular expression with one capture group'],
    ['SMS_HTTP_MESSAGE_ID_PATTERN', '(msgid)=(\\w+)', 'a regular expression with one capture group'],
    ['SMS_HTTP_MESSAGE_ID_PATTERN', '(?<id>\\w+', 'a regular expression with one capture group'],
  ])('refuses %s "%s" at start', (variable, pattern, what) => {
    expect(() => loadConfig(AuthConfig, { ...base, [variable]: pattern })).toThrow(
      `Invalid configuration: ${variable} must be ${what}`,
    );
  });

  it('counts named and non-capturing groups as the pattern declares them', () => {
    expect(loadConfig(AuthConfig, { ...base, SMS_HTTP_MESSAGE_ID_PATTERN: '(?:id|ref)=(?<id>\\w+)' })).toBeDefined();
  });
});

describe('AuthConfig passkey settings', () => {
  const production = { ...base, ...productionSms };

  it('takes passkey answers from any local address outside production when no origins are set', () => {
    const config = loadConfig(AuthConfig, base);
    expect([config.WEBAUTHN_RP_ID, config.webauthnOrigins()]).toEqual(['localhost', []]);
  });

  it('needs the origins in production', () => {
    expect(() => loadConfig(AuthConfig, { ...production, WEBAUTHN_RP_ID: 'seedcorp.example' })).toThrow(
      "Invalid configuration: WEBAUTHN_ORIGINS must be set when NODE_ENV is production: the admin site's origins",
    );
  });

  it('takes https origins on the relying party id or its subdomains, as a comma list', () => {
    const config = loadConfig(AuthConfig, {
      ...production,
      WEBAUTHN_RP_ID: 'seedcorp.example',
      WEBAUTHN_ORIGINS: 'https://seedcorp.example, https://admin.seedcorp.example:8443',
    });
    expect(config.webauthnOrigins()).toEqual(['https://seedcorp.example', 'https://admin.seedcorp.example:8443']);
  });

  it.each([
    ['http://seedcorp.example', 'seedcorp.example'],
    ['https://seedcorp.example/', 'seedcorp.example'],
    ['https://seedcorp.example:443', 'seedcorp.example'],
    ['https://Seedcorp.example', 'seedcorp.example'],
    ['https://otherseedcorp.example', 'seedcorp.example'],
    ['https://seedcorp.example', 'localhost'],
    ['seedcorp.example', 'seedcorp.example'],
  ])('refuses the origin %s for the relying party %s in production', (origins, rpId) => {
    expect(() => loadConfig(AuthConfig, { ...production, WEBAUTHN_RP_ID: rpId, WEBAUTHN_ORIGINS: origins })).toThrow(
      'Invalid configuration: WEBAUTHN_ORIGINS must be a comma list of origins',
    );
  });

  it('refuses a relying party id that is not a domain name', () => {
    expect(() => loadConfig(AuthConfig, { ...base, WEBAUTHN_RP_ID: 'https://seedcorp.example' })).toThrow(
      'Invalid configuration: WEBAUTHN_RP_ID must be a domain name',
    );
  });

  it('takes set origins outside production over http too, local addresses included', () => {
    const config = loadConfig(AuthConfig, { ...base, WEBAUTHN_ORIGINS: 'http://localhost:8080,http://127.0.0.1:8080' });
    expect(config.webauthnOrigins()).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });
});
