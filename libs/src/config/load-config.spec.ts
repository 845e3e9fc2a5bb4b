import { ConfigError, loadConfig } from './load-config';
import { StorageServiceConfig } from './service-config';

const valid = {
  PORT: '3002',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/seedcorp',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'access',
  S3_SECRET_KEY: 'secret',
};

describe('loadConfig', () => {
  it('reads declared variables with defaults and converts numbers', () => {
    const config = loadConfig(StorageServiceConfig, { ...valid, UNRELATED: 'x' });
    expect(config.PORT).toBe(3002);
    expect(config.S3_BUCKET).toBe('seedcorp');
    expect(config.NODE_ENV).toBe('development');
    expect(config).not.toHaveProperty('UNRELATED');
  });

  it.each([
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'postgres://localhost'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['PORT', 'eighty'],
  ])('names %s when it is %s', (name, value) => {
    expect(() => loadConfig(StorageServiceConfig, { ...valid, [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} `),
    );
  });

  it('names a missing required variable', () => {
    const { DATABASE_URL: _omitted, ...rest } = valid;
    expect(() => loadConfig(StorageServiceConfig, rest)).toThrow(ConfigError);
    expect(() => loadConfig(StorageServiceConfig, rest)).toThrow(/DATABASE_URL/);
  });

  it('accepts a public key file instead of the key itself', () => {
    const { JWT_PUBLIC_KEY: _omitted, ...rest } = valid;
    expect(() => loadConfig(StorageServiceConfig, rest)).toThrow(/JWT_PUBLIC_KEY/);
    expect(loadConfig(StorageServiceConfig, { ...rest, JWT_PUBLIC_KEY_FILE: '/run/keys/public.pem' })).toBeDefined();
  });

  it('never echoes a value in the message', () => {
    expect(() => loadConfig(StorageServiceConfig, { ...valid, DATABASE_URL: 'mysql://user:topsecret@h/db' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('topsecret') }),
    );
  });
});
