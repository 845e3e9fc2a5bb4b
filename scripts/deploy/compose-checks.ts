import { basename, dirname } from 'node:path';
import { parse } from 'yaml';
import { BACKING_SERVICES, DEPLOYABLE_NAMES, DEPLOYABLES, JWT_KEY_FILES, MIGRATIONS_STEP } from './deployables';
import { configProblems, environmentProblems, migrationsStepProblems, type Environment } from './environment-checks';

/** One service of `docker-compose config`'s output, loosely typed: the checks read only what they name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ComposeService = Record<string, any>;
export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

export const parseCompose = (text: string): ComposeFile => parse(text) as ComposeFile;

/** The steps that run to completion before the services start: made once, never restarted. */
export const ONE_SHOT_STEPS = ['keys', MIGRATIONS_STEP.name];

const LONG_RUNNING = [...Object.values(BACKING_SERVICES).map((backing) => backing.name), ...DEPLOYABLE_NAMES];

const composeEnvironment = (service: ComposeService): Environment =>
  Object.fromEntries(
    Object.entries((service.environment ?? {}) as Record<string, unknown>).map(([name, value]) => [
      name,
      value === null || value === undefined ? '' : String(value),
    ]),
  );

/** `source:target[:mode]` or the long form, as `docker-compose config` writes either. */
function mounts(service: ComposeService): { source: string; target: string }[] {
  return (service.volumes ?? []).map((volume: string | { source: string; target: string }) => {
    if (typeof volume !== 'string') return { source: volume.source, target: volume.target };
    const [source, target] = volume.split(':');
    return { source, target };
  });
}

function waitsFor(service: ComposeService, step: string): boolean {
  const dependsOn = service.depends_on ?? {};
  return dependsOn[step]?.condition === 'service_completed_successfully';
}

/**
 * Whether the compose file runs each deployable as the description says, on one host for good: restarted unless
 * stopped, with a health check, after the one-shot steps it relies on, given the variables it needs (passed
 * through its own config loader) with its key files mounted, and its data in named volumes.
 */
export function composeProblems(compose: ComposeFile, options: { withOperatorSettings: boolean }): string[] {
  const problems: string[] = [];
  const { services } = compose;
  for (const name of LONG_RUNNING) {
    const service = services[name];
    if (!service) {
      problems.push(`${name}: not in the compose file`);
      continue;
    }
    if (!['unless-stopped', 'always'].includes(service.restart)) problems.push(`${name}: not restarted`);
    if (!service.healthcheck?.test || service.healthcheck.disable) problems.push(`${name}: no health check`);
    for (const { source } of mounts(service)) {
      if (!(source in (compose.volumes ?? {}))) problems.push(`${name}: keeps data in ${source}, not a named volume`);
    }
  }
  for (const step of ONE_SHOT_STEPS) {
    const restart = services[step]?.restart;
    if (restart !== undefined && restart !== 'no') problems.push(`${step}: restarted (${String(restart)})`);
  }
  for (const name of DEPLOYABLE_NAMES) {
    const service = services[name];
    if (!service) continue;
    const deployable = DEPLOYABLES[name];
    if (deployable.database && !waitsFor(service, MIGRATIONS_STEP.name)) {
      problems.push(`${name}: starts before the migrations step completed`);
    }
    if (deployable.jwtKeys !== 'none' && !waitsFor(service, 'keys')) {
      problems.push(`${name}: starts before the key pair is made`);
    }
    const env = composeEnvironment(service);
    problems.push(...environmentProblems(name, env, 'container', options), ...configProblems(name, env));
  }
  const gatewayPorts = (services.gateway?.ports ?? []).map((port: { target?: number } | string) =>
    typeof port === 'string' ? Number(port.split(':').pop()) : port.target,
  );
  if (!gatewayPorts.includes(DEPLOYABLES.gateway.port)) problems.push('gateway: its port is not published');
  problems.push(...keyFileProblems(compose));
  const migrations = services[MIGRATIONS_STEP.name];
  if (migrations) problems.push(...migrationsStepProblems(composeEnvironment(migrations), MIGRATIONS_STEP.name));
  return problems;
}

/**
 * Each key file a service is told of is in a volume mounted where it looks; the volume auth keeps the private key
 * in is mounted by nothing else that runs.
 */
function keyFileProblems(compose: ComposeFile): string[] {
  const problems: string[] = [];
  const privateKeyVolume = mounts(compose.services.auth ?? {}).find(
    (mount) => mount.target === dirname(JWT_KEY_FILES.private),
  )?.source;
  for (const name of DEPLOYABLE_NAMES) {
    const service = compose.services[name];
    if (!service) continue;
    const env = composeEnvironment(service);
    for (const variable of ['JWT_PUBLIC_KEY_FILE', 'JWT_PRIVATE_KEY_FILE']) {
      const file = env[variable];
      if (file && !mounts(service).some((mount) => mount.target === dirname(file))) {
        problems.push(`${name}: ${variable} names ${file}, in no mounted volume`);
      }
    }
    const holdsPrivateKey = mounts(service).some((mount) => mount.source === privateKeyVolume);
    if (DEPLOYABLES[name].jwtKeys !== 'public and private' && holdsPrivateKey) {
      problems.push(`${name}: mounts ${String(privateKeyVolume)}, which holds ${basename(JWT_KEY_FILES.private)}`);
    }
  }
  return problems;
}
