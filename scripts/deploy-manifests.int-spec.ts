import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

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
