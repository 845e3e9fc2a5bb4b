import { SERVICES } from '@seedcorp/contracts/route-table';
import { serviceEnv, siteRendererEnv } from '../stack/stack';
import { stackSettings } from '../stack/stack-settings';
import { DEPLOYABLES, expectedFlows } from './deployables';
import { configProblems, environmentProblems, type Environment } from './environment-checks';

const settings = stackSettings({});
const keys = { privateKeyFile: '/run/keys/jwt-private.pem', publicKeyFile: '/run/keys/jwt-public.pem' };
const defined = (env: NodeJS.ProcessEnv): Environment =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));

describe('the local runner', () => {
  it.each(SERVICES)('starts %s as the description says, its config loader accepting what it gets', (service) => {
    const env = defined(serviceEnv(service, settings, keys));
    expect(environmentProblems(service, env, 'local', { withOperatorSettings: false })).toEqual([]);
    expect(configProblems(service, env)).toEqual([]);
  });

  it('starts the site renderer as the description says, its config loader accepting what it gets', () => {
    const env = defined(siteRendererEnv(settings));
    expect(environmentProblems('site-renderer', env, 'local', { withOperatorSettings: false })).toEqual([]);
    expect(configProblems('site-renderer', env)).toEqual([]);
  });

  it('gives the audit trail key and retention it is started with to the dashboard alone', () => {
    const audit = stackSettings({ AUDIT_CHAIN_KEY: 'k'.repeat(40), AUDIT_RETENTION_DAYS: '365' });
    const env = defined(serviceEnv('dashboard', audit, keys));
    expect(env).toMatchObject({ AUDIT_CHAIN_KEY: 'k'.repeat(40), AUDIT_RETENTION_DAYS: '365' });
    expect(configProblems('dashboard', { ...env, NODE_ENV: 'production' })).toEqual([]);
    expect(serviceEnv('media', audit, keys)).not.toHaveProperty('AUDIT_CHAIN_KEY');
  });

  it("reads the gateway's settings under the names the gateway container reads", () => {
    for (const [name, example] of Object.entries(DEPLOYABLES.gateway.settings)) {
      expect([name, stackSettings({ [name]: example })]).not.toEqual([name, settings]);
    }
  });

  it('is found wanting when a process lacks what it needs or holds what it does not', () => {
    const { REDIS_URL: _left, ...media } = defined(serviceEnv('media', settings, keys));
    expect(environmentProblems('media', media, 'local', { withOperatorSettings: false })).toEqual([
      'media: no REDIS_URL',
    ]);
    expect(configProblems('media', media)).toEqual([
      'media: Invalid configuration: REDIS_URL must be a URL like redis://host:6379/0',
    ]);
    const renderer = { ...defined(siteRendererEnv(settings)), S3_SECRET_KEY: 'secret' };
    expect(environmentProblems('site-renderer', renderer, 'local', { withOperatorSettings: false })).toEqual([
      'site-renderer: given S3_SECRET_KEY, which it does not need',
    ]);
  });
});

describe('the description', () => {
  it('has the gateway call every other deployable, the readers of public lists call their owners, the renderer the sales records and the farmers’ sign-in too, sales the catalogue of content and the farmers’ SMS of auth, and auth the withdrawals of sales', () => {
    expect(expectedFlows()).toEqual(
      [
        ...[
          'auth:3001',
          'media:3002',
          'notifications:3003',
          'directories:3004',
          'dashboard:3005',
          'content:3007',
          'sales:3008',
        ].map((target) => `gateway -> ${target}`),
        'gateway -> site-renderer:3006',
        ...['site-renderer', 'dashboard'].flatMap((caller) =>
          ['media:3002', 'notifications:3003', 'directories:3004', 'content:3007'].map(
            (target) => `${caller} -> ${target}`,
          ),
        ),
        'site-renderer -> sales:3008',
        'site-renderer -> auth:3001',
        'sales -> content:3007',
        'sales -> auth:3001',
        'auth -> sales:3008',
      ].sort(),
    );
  });
});
