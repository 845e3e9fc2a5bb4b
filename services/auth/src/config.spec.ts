import { loadConfig } from '@seedcorp/libs';
import { AuthConfig } from './config';

const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/seedcorp',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_PUBLIC_KEY: 'public',
  JWT_PRIVATE_KEY: 'private',
};

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
    const config = loadConfig(AuthConfig, {
      ...base,
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
    });
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
