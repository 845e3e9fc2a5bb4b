import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeProblems, ONE_SHOT_STEPS, parseCompose, type ComposeFile } from './deploy/compose-checks';
import { BACKING_SERVICES, DEPLOYABLE_NAMES, expectedFlows, OPERATOR_SECRETS } from './deploy/deployables';
import {
  allowedFlows,
  deniesByDefault,
  deployableProblems,
  largestUpload,
  literalSecretProblems,
  migrationsJobProblems,
  parseManifests,
  referenceProblems,
  workloadProblems,
  type Manifest,
} from './deploy/manifest-checks';

const ROOT = join(__dirname, '..');

function run(binary: string, args: string[], aptPackage: string, env?: NodeJS.ProcessEnv): string {
  const result = spawnSync(binary, args, { cwd: ROOT, encoding: 'utf8', env: env ?? process.env });
  if (result.error) throw new Error(`${binary} is not installed: apt-get install -y ${aptPackage}`);
  if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

const APP_SERVICES = ['auth', 'media', 'notifications', 'directories', 'dashboard', 'content', 'sales'];

/**
 * The compose file as docker-compose resolves it with only `envFile` set (nothing from this shell): the
 * development defaults with an empty file, a production host's settings with .env.example.
 */
function composeWith(envFile: string): ComposeFile {
  return parseCompose(
    run('docker-compose', ['--env-file', envFile, 'config'], 'docker-compose', { PATH: process.env.PATH }),
  );
}

describe('docker-compose.yml', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'compose-env-'));
  const noSettings = join(scratch, 'empty.env');
  writeFileSync(noSettings, '');
  afterAll(() => rmSync(scratch, { recursive: true }));

  it('is valid', () => {
    run('docker-compose', ['config', '-q'], 'docker-compose');
  });

  it('has the backing services, the one-shot steps and every deployable', () => {
    const services = run('docker-compose', ['config', '--services'], 'docker-compose').trim().split('\n').sort();
    const backing = Object.values(BACKING_SERVICES).map((backing) => backing.name);
    expect(services).toEqual([...backing, ...ONE_SHOT_STEPS, ...DEPLOYABLE_NAMES].sort());
  });

  it('runs with its development defaults as the description says, each config loader accepting what it gets', () => {
    expect(composeProblems(composeWith(noSettings), { withOperatorSettings: false })).toEqual([]);
  });

  it('runs a production host from .env.example, the operator settings included', () => {
    const compose = composeWith(join(ROOT, '.env.example'));
    expect(composeProblems(compose, { withOperatorSettings: true })).toEqual([]);
    for (const name of [...APP_SERVICES, 'site-renderer', 'migrations']) {
      expect([name, compose.services[name].environment.NODE_ENV]).toEqual([name, 'production']);
    }
  });

  it('takes from its environment only what .env.example lists', () => {
    const taken = new Set(
      [...readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8').matchAll(/\$\{(\w+)/g)].map((m) => m[1]),
    );
    const listed = new Set(
      [...readFileSync(join(ROOT, '.env.example'), 'utf8').matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]),
    );
    expect([...listed].sort()).toEqual([...taken].sort());
  });
});

describe.each(['dev', 'production'])('the %s Kubernetes overlay', (overlay) => {
  it('builds, with a Deployment per component and the migrations Job', () => {
    const manifests = run('kubectl', ['kustomize', `k8s/overlays/${overlay}`], 'kubectl');
    for (const name of DEPLOYABLE_NAMES) {
      expect(manifests).toMatch(new RegExp(`kind: Deployment\\nmetadata:\\n(  .*\\n)*?  name: ${name}\\n`));
    }
    expect(manifests).toMatch(/kind: Job\nmetadata:\n( {2}.*\n)*? {2}name: migrations\n/);
  });
});

/** The flows between the platform's own components, and no other: what the NetworkPolicies must allow. */
const EXPECTED_FLOWS = expectedFlows();

const rendered = (overlay: string) =>
  parseManifests(run('kubectl', ['kustomize', `k8s/overlays/${overlay}`], 'kubectl'));

describe.each(['dev', 'production'])('the %s overlay as rendered', (overlay) => {
  const manifests = rendered(overlay);

  it('runs every Deployment from an image, with probes, requests and limits, non-root and locked down', () => {
    const platform = manifests.filter(
      (manifest) =>
        manifest.kind === 'Deployment' && manifest.metadata.labels?.['app.kubernetes.io/part-of'] === 'seedcorp',
    );
    expect(platform).toHaveLength(DEPLOYABLE_NAMES.length);
    expect(workloadProblems(manifests)).toEqual([]);
  });

  it('points every Service, autoscaler and the ingress at what exists, the ingress taking the largest upload', () => {
    expect(referenceProblems(manifests)).toEqual([]);
    expect(
      manifests.filter((manifest) => manifest.kind === 'HorizontalPodAutoscaler').map((hpa) => hpa.metadata.name),
    ).toEqual(
      expect.arrayContaining(['gateway', 'site-renderer', 'media', 'notifications', 'directories', 'content', 'sales']),
    );
  });

  it('denies by default and allows exactly the flows the platform needs', () => {
    expect(deniesByDefault(manifests)).toBe(true);
    expect(allowedFlows(manifests)).toEqual(EXPECTED_FLOWS);
  });

  it('runs each deployable as the description says, each config loader accepting what it gets', () => {
    expect(deployableProblems(manifests, { production: overlay === 'production' })).toEqual([]);
  });

  it("gives the migrations Job what every service's migrations, the admins and the bucket need", () => {
    expect(migrationsJobProblems(manifests)).toEqual([]);
  });
});

describe('the production overlay', () => {
  it('holds no secret value: the operator creates the Secrets it names', () => {
    expect(literalSecretProblems(rendered('production'))).toEqual([]);
  });

  it('has k8s/README.md tell the operator to create each Secret it relies on, with the keys it reads', () => {
    const commands = readFileSync(join(ROOT, 'k8s', 'README.md'), 'utf8').split('kubectl ');
    for (const [secret, keys] of Object.entries(OPERATOR_SECRETS)) {
      const command = commands.find((candidate) => candidate.includes(`create secret generic ${secret} `)) ?? '';
      for (const key of Object.keys(keys)) expect([secret, key, command.includes(key)]).toEqual([secret, key, true]);
    }
  });
});

describe('the manifest checks', () => {
  // Each check is shown to fail on a rendering broken the way it guards against.
  const broken = () => structuredClone(rendered('production')) as Manifest[];
  const find = (manifests: Manifest[], kind: string, name: string) =>
    manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name) as Manifest;

  it('find a missing probe, a writable root file system and a missing seccomp profile', () => {
    const manifests = broken();
    const media = find(manifests, 'Deployment', 'media').spec.template.spec;
    delete media.containers[0].readinessProbe;
    media.containers[0].securityContext.readOnlyRootFilesystem = false;
    delete media.securityContext.seccompProfile;
    expect(workloadProblems(manifests)).toEqual([
      'media: no RuntimeDefault seccomp',
      'media/media: probes missing',
      'media/media: root file system writable',
    ]);
  });

  it('find a Service selecting nothing, an autoscaler without its Deployment and a body limit below the uploads', () => {
    const manifests = broken();
    find(manifests, 'Service', 'content').spec.selector = { 'app.kubernetes.io/name': 'contents' };
    find(manifests, 'HorizontalPodAutoscaler', 'media').spec.scaleTargetRef.name = 'medias';
    (find(manifests, 'Ingress', 'gateway').metadata.annotations as Record<string, string>)[
      'nginx.ingress.kubernetes.io/proxy-body-size'
    ] = '1m';
    expect(referenceProblems(manifests)).toEqual([
      'Service content: selects no pods',
      'HorizontalPodAutoscaler media: no Deployment to scale',
      `Ingress gateway: body limit 1m, the route table's is ${largestUpload()}`,
    ]);
  });

  it('find a flow no one listed, a Secret with values and a password written in a manifest', () => {
    const manifests = broken();
    const dashboard = find(manifests, 'NetworkPolicy', 'dashboard');
    dashboard.spec.ingress[0].from.push({
      podSelector: { matchLabels: { 'app.kubernetes.io/name': 'site-renderer' } },
    });
    find(manifests, 'NetworkPolicy', 'site-renderer').spec.egress.unshift({
      to: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'dashboard' } } }],
      ports: [{ protocol: 'TCP', port: 3005 }],
    });
    expect(allowedFlows(manifests)).toEqual([...EXPECTED_FLOWS, 'site-renderer -> dashboard:3005'].sort());
    manifests.push({ kind: 'Secret', metadata: { name: 'seedcorp-database' }, data: { DATABASE_URL: 'cG9zdGdyZXM=' } });
    find(manifests, 'Deployment', 'auth').spec.template.spec.containers[0].env.push({
      name: 'DATABASE_URL',
      value: 'postgres://seedcorp:secret@db/seedcorp',
    });
    expect(literalSecretProblems(manifests)).toEqual([
      'Secret seedcorp-database holds values',
      'auth: DATABASE_URL written in the manifest',
    ]);
    expect(deniesByDefault(manifests.filter((manifest) => manifest.metadata.name !== 'default-deny'))).toBe(false);
  });

  it('find a variable a config loader requires left out, and a way into the database given where it is not needed', () => {
    const manifests = broken();
    const renderer = find(manifests, 'Deployment', 'site-renderer').spec.template.spec.containers[0];
    renderer.envFrom = renderer.envFrom.filter((from: Manifest) => from.secretRef?.name !== 'seedcorp-redis');
    renderer.envFrom.push({ secretRef: { name: 'seedcorp-database' } });
    const media = find(manifests, 'Deployment', 'media').spec.template.spec.containers[0];
    media.envFrom = media.envFrom.filter((from: Manifest) => from.secretRef?.name !== 'seedcorp-database');
    expect(deployableProblems(manifests, { production: true })).toEqual([
      'media: no DATABASE_URL',
      'media: Invalid configuration: DATABASE_URL must be a URL like postgres://user:password@host:5432/database',
      'site-renderer: no REDIS_URL',
      'site-renderer: given DATABASE_URL, which it does not need',
      'site-renderer: Invalid configuration: REDIS_URL must be set',
    ]);
  });

  it('find production sign-in without its SMS gateway, and a migrations step without the object store', () => {
    const manifests = broken();
    const auth = find(manifests, 'Deployment', 'auth').spec.template.spec.containers[0];
    auth.envFrom = auth.envFrom.filter((from: Manifest) => from.secretRef?.name !== 'seedcorp-sms');
    const job = find(manifests, 'Job', 'migrations').spec.template.spec.containers[0];
    job.envFrom = job.envFrom.filter((from: Manifest) => from.secretRef?.name !== 'seedcorp-s3');
    expect(deployableProblems(manifests, { production: true })).toEqual([
      ...['SMS_PROVIDER', ...Object.keys(OPERATOR_SECRETS['seedcorp-sms']).slice(1)].map(
        (variable) => `auth: no ${variable}`,
      ),
      'auth: Invalid configuration: SMS_PROVIDER must be http when NODE_ENV is production (log writes codes to a file)',
    ]);
    expect(migrationsJobProblems(manifests)).toEqual([
      'migrations: Invalid configuration: S3_ENDPOINT must be a URL like http://host:9000',
    ]);
  });

  it('find a service serving before its migrations, a private key it does not need and a call to the wrong port', () => {
    const manifests = broken();
    delete find(manifests, 'Deployment', 'content').spec.template.spec.initContainers;
    const directories = find(manifests, 'Deployment', 'directories').spec.template.spec;
    delete directories.initContainers[0].envFrom;
    const media = find(manifests, 'Deployment', 'media').spec.template.spec;
    delete media.volumes.find((volume: Manifest) => volume.name === 'jwt-keys').secret.items;
    const dashboard = find(manifests, 'Deployment', 'dashboard').spec.template.spec.containers[0];
    dashboard.env.find((variable: Manifest) => variable.name === 'MEDIA_INTERNAL_URL').value = 'http://media:3020';
    find(manifests, 'HorizontalPodAutoscaler', 'gateway').spec.maxReplicas = 3;
    expect(deployableProblems(manifests, { production: true })).toEqual([
      'media/media: jwt-private.pem mounted, which it does not need',
      'directories/wait-for-migrations: Invalid configuration: DATABASE_URL must be a URL like postgres://user:password@host:5432/database',
      'dashboard: MEDIA_INTERNAL_URL is http://media:3020, not http://media:3002',
      'content: starts without waiting for the migrations step',
      'gateway: scales to 3, not 6',
    ]);
  });
});

describe('the compose checks', () => {
  // Each check is shown to fail on a compose file broken the way it guards against.
  const broken = () => composeWith(join(ROOT, '.env.example'));

  it('find a variable a config loader requires left out, and a step that would run again and again', () => {
    const compose = broken();
    delete compose.services.media.environment.DATABASE_URL;
    compose.services.migrations.restart = 'always';
    expect(composeProblems(compose, { withOperatorSettings: true })).toEqual([
      'migrations: restarted (always)',
      'media: no DATABASE_URL',
      'media: Invalid configuration: DATABASE_URL must be a URL like postgres://user:password@host:5432/database',
    ]);
  });

  it('find a container not restarted, one without a health check, data outside a named volume', () => {
    const compose = broken();
    delete compose.services.redis.restart;
    delete compose.services.gateway.healthcheck;
    compose.services.minio.volumes = ['./minio-data:/data'];
    expect(composeProblems(compose, { withOperatorSettings: true })).toEqual([
      'redis: not restarted',
      'minio: keeps data in ./minio-data, not a named volume',
      'gateway: no health check',
    ]);
  });

  it('find a service started before its migrations, and the private key mounted where it is not needed', () => {
    const compose = broken();
    delete compose.services.content.depends_on.migrations;
    compose.services.notifications.volumes.push('jwt-private-key:/keys-private:ro');
    compose.services.gateway.environment.GATEWAY_AUTH_RATE_PER_MINUTE = 'thirty';
    expect(composeProblems(compose, { withOperatorSettings: true })).toEqual([
      'content: starts before the migrations step completed',
      'gateway: GATEWAY_AUTH_RATE_PER_MINUTE must be a whole number of requests a minute',
      'notifications: mounts jwt-private-key, which holds jwt-private.pem',
    ]);
  });
});
