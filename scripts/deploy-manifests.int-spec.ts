import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  allowedFlows,
  deniesByDefault,
  largestUpload,
  literalSecretProblems,
  parseManifests,
  referenceProblems,
  workloadProblems,
  type Manifest,
} from './deploy/manifest-checks';

const ROOT = join(__dirname, '..');

function run(binary: string, args: string[], aptPackage: string): string {
  const result = spawnSync(binary, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.error) throw new Error(`${binary} is not installed: apt-get install -y ${aptPackage}`);
  if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

const APP_SERVICES = ['auth', 'media', 'notifications', 'directories', 'dashboard', 'content'];

describe('docker-compose.yml', () => {
  it('is valid', () => {
    run('docker-compose', ['config', '-q'], 'docker-compose');
  });

  it('has the backing services, the one-shot steps, the six services, the site renderer and the gateway', () => {
    const services = run('docker-compose', ['config', '--services'], 'docker-compose').trim().split('\n').sort();
    expect(services).toEqual(
      ['postgres', 'redis', 'minio', 'keys', 'migrations', ...APP_SERVICES, 'site-renderer', 'gateway'].sort(),
    );
  });

  it('starts each service only after the migrations completed, and publishes the gateway on 8080', () => {
    const config = run('docker-compose', ['config'], 'docker-compose');
    for (const service of APP_SERVICES) {
      const block = new RegExp(`\\n  ${service}:\\n[\\s\\S]*?\\n  [a-z]+:\\n`).exec(`${config}\n  end:\n`)?.[0] ?? '';
      expect(block).toMatch(/migrations:\n\s+condition: service_completed_successfully/);
      expect(block).toContain('healthcheck:');
    }
    expect(config).toMatch(/published: 8080|- 8080:8080/);
  });
});

describe.each(['dev', 'production'])('the %s Kubernetes overlay', (overlay) => {
  it('builds, with a Deployment per component and the migrations Job', () => {
    const manifests = run('kubectl', ['kustomize', `k8s/overlays/${overlay}`], 'kubectl');
    for (const name of [...APP_SERVICES, 'site-renderer', 'gateway']) {
      expect(manifests).toMatch(new RegExp(`kind: Deployment\\nmetadata:\\n(  .*\\n)*?  name: ${name}\\n`));
    }
    expect(manifests).toMatch(/kind: Job\nmetadata:\n( {2}.*\n)*? {2}name: migrations\n/);
  });
});

/** The flows between the platform's own components, and no other: what the NetworkPolicies must allow. */
const EXPECTED_FLOWS = [
  ...['auth:3001', 'media:3002', 'notifications:3003', 'directories:3004', 'dashboard:3005', 'content:3007'].map(
    (target) => `gateway -> ${target}`,
  ),
  'gateway -> site-renderer:3006',
  // The public reads the pages show, and the owners' counts.
  ...['site-renderer', 'dashboard'].flatMap((caller) =>
    ['media:3002', 'notifications:3003', 'directories:3004', 'content:3007'].map((target) => `${caller} -> ${target}`),
  ),
].sort();

const rendered = (overlay: string) =>
  parseManifests(run('kubectl', ['kustomize', `k8s/overlays/${overlay}`], 'kubectl'));

describe.each(['dev', 'production'])('the %s overlay as rendered', (overlay) => {
  const manifests = rendered(overlay);

  it('runs every Deployment from an image, with probes, requests and limits, non-root and locked down', () => {
    const platform = manifests.filter(
      (manifest) =>
        manifest.kind === 'Deployment' && manifest.metadata.labels?.['app.kubernetes.io/part-of'] === 'seedcorp',
    );
    expect(platform).toHaveLength(APP_SERVICES.length + 2);
    expect(workloadProblems(manifests)).toEqual([]);
  });

  it('points every Service, autoscaler and the ingress at what exists, the ingress taking the largest upload', () => {
    expect(referenceProblems(manifests)).toEqual([]);
    expect(
      manifests.filter((manifest) => manifest.kind === 'HorizontalPodAutoscaler').map((hpa) => hpa.metadata.name),
    ).toEqual(expect.arrayContaining(['gateway', 'site-renderer', 'media', 'notifications', 'directories', 'content']));
  });

  it('denies by default and allows exactly the flows the platform needs', () => {
    expect(deniesByDefault(manifests)).toBe(true);
    expect(allowedFlows(manifests)).toEqual(EXPECTED_FLOWS);
  });
});

describe('the production overlay', () => {
  it('holds no secret value: the operator creates the Secrets it names', () => {
    expect(literalSecretProblems(rendered('production'))).toEqual([]);
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
    const auth = find(manifests, 'NetworkPolicy', 'auth');
    auth.spec.ingress[0].from.push({ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'site-renderer' } } });
    find(manifests, 'NetworkPolicy', 'site-renderer').spec.egress.unshift({
      to: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'auth' } } }],
      ports: [{ protocol: 'TCP', port: 3001 }],
    });
    expect(allowedFlows(manifests)).toEqual([...EXPECTED_FLOWS, 'site-renderer -> auth:3001'].sort());
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
});
