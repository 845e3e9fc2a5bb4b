import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClassConstructor } from 'class-transformer';
import { loadConfig, MigrationConfig, StorageMigrationConfig } from '../../libs/src';
import { renderContainerGateway } from '../../gateway/container-gateway';
import { AuthConfig } from '../../services/auth/src/config';
import { ContentConfig } from '../../services/content/src/config';
import { SalesConfig } from '../../services/sales/src/config';
import { DashboardConfig } from '../../services/dashboard/src/config';
import { DirectoriesConfig } from '../../services/directories/src/config';
import { MediaConfig } from '../../services/media/src/config';
import { NotificationsConfig } from '../../services/notifications/src/config';
import { loadRendererConfig } from '../../web/server/renderer-config';
import {
  DEPLOYABLES,
  internalUrlVariable,
  isAccessVariable,
  JWT_KEY_FILES,
  MIGRATIONS_STEP,
  neededVariables,
  type DeployableName,
} from './deployables';

/** The variables a process is started with, as a deployment gives them (names with values). */
export type Environment = Record<string, string>;

/** Where a process runs: in a container, others are found by name; on the runner's machine, at 127.0.0.1. */
export type Placement = 'container' | 'local';

const serviceLoader =
  <T extends object>(type: ClassConstructor<T>) =>
  (env: Environment) => {
    loadConfig(type, env);
  };

/**
 * The gateway's "loader" is the script its image runs before nginx starts: it refuses a bad value as the services
 * do, naming the variable.
 */
function loadGatewaySettings(env: Environment): void {
  const confD = mkdtempSync(join(tmpdir(), 'gateway-settings-'));
  try {
    const defaultZone = join(confD, 'auth-rate.default.conf');
    writeFileSync(defaultZone, renderContainerGateway().authRateDefault);
    const result = spawnSync(
      'sh',
      [join(__dirname, '..', '..', 'gateway', 'container-settings.sh'), confD, defaultZone],
      {
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) throw new Error(result.stderr.trim());
  } finally {
    rmSync(confD, { recursive: true });
  }
}

/** What each deployable reads its configuration with at start: the same code, so the same refusals. */
const CONFIG_LOADERS: Record<DeployableName, (env: Environment) => void> = {
  auth: serviceLoader(AuthConfig),
  media: serviceLoader(MediaConfig),
  notifications: serviceLoader(NotificationsConfig),
  directories: serviceLoader(DirectoriesConfig),
  dashboard: serviceLoader(DashboardConfig),
  content: serviceLoader(ContentConfig),
  sales: serviceLoader(SalesConfig),
  'site-renderer': (env) => {
    loadRendererConfig(env);
  },
  gateway: loadGatewaySettings,
};

const failure = (where: string, load: () => void): string[] => {
  try {
    load();
    return [];
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  }
};

/** Whether the deployable's own config loader starts with `env` (the message it stops with otherwise). */
export const configProblems = (name: DeployableName, env: Environment, where: string = name): string[] =>
  failure(where, () => CONFIG_LOADERS[name](env));

/** The migrations step runs every service's migrations, the object-storing ones' included. */
export const migrationsStepProblems = (env: Environment, where: string): string[] => [
  ...failure(where, () => loadConfig(StorageMigrationConfig, env)),
  ...Object.keys(MIGRATIONS_STEP.settings)
    .filter((variable) => !(variable in env))
    .map((variable) => `${where}: no ${variable}`),
];

/** What holds a new release's service until its migrations are applied needs the database alone. */
export const migrationsWaitProblems = (env: Environment, where: string): string[] =>
  failure(where, () => loadConfig(MigrationConfig, env));

/**
 * Whether `env` gives the deployable what the description says: every variable it needs, no way into a backing
 * service, a credential or another component it does not need, its own port, and each component it calls at
 * that one's port.
 */
export function environmentProblems(
  name: DeployableName,
  env: Environment,
  placement: Placement,
  options: { withOperatorSettings: boolean; where?: string },
): string[] {
  const deployable = DEPLOYABLES[name];
  const where = options.where ?? name;
  const needed = neededVariables(deployable, options.withOperatorSettings);
  const problems = [
    ...needed.filter((variable) => !(variable in env)).map((variable) => `${where}: no ${variable}`),
    ...Object.keys(env)
      .filter((variable) => isAccessVariable(variable) && !needed.includes(variable))
      .map((variable) => `${where}: given ${variable}, which it does not need`),
  ];
  if ('PORT' in deployable.settings && env.PORT !== undefined && env.PORT !== String(deployable.port)) {
    problems.push(`${where}: PORT ${env.PORT}, the description's is ${deployable.port}`);
  }
  if (placement === 'container') {
    for (const [variable, file] of [
      ['JWT_PUBLIC_KEY_FILE', JWT_KEY_FILES.public],
      ['JWT_PRIVATE_KEY_FILE', JWT_KEY_FILES.private],
    ]) {
      if (needed.includes(variable) && env[variable] !== undefined && env[variable] !== file) {
        problems.push(`${where}: ${variable} is ${env[variable]}, not ${file}`);
      }
    }
  }
  if (deployable.callsConfiguredBy === 'environment') {
    for (const callee of deployable.calls) {
      const value = env[internalUrlVariable(callee)];
      if (value === undefined) continue;
      const expected = `http://${placement === 'container' ? callee : '127.0.0.1'}:${DEPLOYABLES[callee].port}`;
      if (value.replace(/\/$/, '') !== expected) {
        problems.push(`${where}: ${internalUrlVariable(callee)} is ${value}, not ${expected}`);
      }
    }
  }
  return problems;
}
