import { loadConfig } from '@seedcorp/libs';
import { auditChainKey } from './audit/audit-settings';
import { DashboardConfig } from './config';

const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/seedcorp',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_PUBLIC_KEY: 'public',
};

describe('DashboardConfig', () => {
  it('defaults to the local ports of the count owners and the documented periods', () => {
    const config = loadConfig(DashboardConfig, base);
    expect(config).toMatchObject({
      PORT: 3005,
      MEDIA_INTERNAL_URL: 'http://127.0.0.1:3002',
      NOTIFICATIONS_INTERNAL_URL: 'http://127.0.0.1:3003',
      DIRECTORIES_INTERNAL_URL: 'http://127.0.0.1:3004',
      CONTENT_INTERNAL_URL: 'http://127.0.0.1:3007',
      COUNTS_RECONCILE_SECONDS: 300,
      ACTIVITY_CLAIM_IDLE_SECONDS: 60,
      VISITOR_FLUSH_SECONDS: 60,
      VISITOR_TIME_ZONE: 'Asia/Kolkata',
      AUDIT_RETENTION_DAYS: 180,
    });
    expect(auditChainKey(config)).toHaveLength(43);
  });

  it('keeps the audit trail at least 180 days', () => {
    expect(loadConfig(DashboardConfig, { ...base, AUDIT_RETENTION_DAYS: '400' }).AUDIT_RETENTION_DAYS).toBe(400);
    expect(() => loadConfig(DashboardConfig, { ...base, AUDIT_RETENTION_DAYS: '179' })).toThrow(
      'Invalid configuration: AUDIT_RETENTION_DAYS must be at least 180',
    );
  });

  it('needs a long secret audit chain key in production, and never shows it', () => {
    const production = { ...base, NODE_ENV: 'production' };
    const missing =
      'Invalid configuration: AUDIT_CHAIN_KEY must be a secret of at least 32 characters (required when NODE_ENV is production)';
    expect(() => loadConfig(DashboardConfig, production)).toThrow(missing);
    expect(() => loadConfig(DashboardConfig, { ...production, AUDIT_CHAIN_KEY: 'short-secret-value' })).toThrow(
      /^Invalid configuration: AUDIT_CHAIN_KEY must be a secret[^]*production\)$/,
    );
    expect(() => loadConfig(DashboardConfig, { ...base, AUDIT_CHAIN_KEY: 'short-secret-value' })).toThrow(missing);
    const key = 'k'.repeat(32);
    expect(auditChainKey(loadConfig(DashboardConfig, { ...production, AUDIT_CHAIN_KEY: key }))).toBe(key);
  });

  it('names a bad internal URL', () => {
    expect(() => loadConfig(DashboardConfig, { ...base, MEDIA_INTERNAL_URL: 'media:3002' })).toThrow(
      'Invalid configuration: MEDIA_INTERNAL_URL must be a URL like http://host:9000',
    );
  });

  it('names an unknown time zone', () => {
    expect(() => loadConfig(DashboardConfig, { ...base, VISITOR_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      'Invalid configuration: VISITOR_TIME_ZONE must be an IANA time zone like Asia/Kolkata',
    );
  });

  it('refuses a period of zero', () => {
    expect(() => loadConfig(DashboardConfig, { ...base, VISITOR_FLUSH_SECONDS: '0' })).toThrow(/VISITOR_FLUSH_SECONDS/);
  });
});
