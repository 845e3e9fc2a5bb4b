import { existsSync, mkdirSync, statSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type S3rver from 's3rver';
import { startEmbeddedS3 } from './embedded-s3';
import { LOG_ROTATION, shiftLogFiles } from './rotating-log';
import { SERVICES, type ServiceName } from '@seedcorp/contracts/route-table';
import { DEPLOYABLES, internalUrlVariable, type DeployableName } from '../deploy/deployables';
import { ensureDevKeys, type KeyFiles } from './keys';
import { writeLocalGatewayConfig } from './local-gateway';
import { ensureDatabase, ensureNginx, ensureRedis } from './prerequisites';
import {
  runToCompletion,
  startProcess,
  stopProcesses,
  waitUntilBuilt,
  waitUntilReady,
  type Build,
  type ManagedProcess,
} from './processes';
import { ROOT, type StackSettings } from './stack-settings';
import { DEV_RELOAD_SOCKET_PATH, RENDERER_NODE_OPTIONS } from '../../web/server/renderer-config';

/**
 * A service that dies is started again after 1 s, then 2, 4 ... up to 30 s while it keeps dying (a crash loop must
 * not hog the machine); once it has run a minute, its next death counts as the first again.
 */
export const RESTART_BACKOFF = { firstMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

/** The wait before the `consecutive`-th restart in a row (1-based). */
export function restartDelayMs(consecutive: number): number {
  return Math.min(RESTART_BACKOFF.firstMs * 2 ** Math.max(0, consecutive - 1), RESTART_BACKOFF.maxMs);
}

function exitReason(managed: ManagedProcess): string {
  const { exitCode, signalCode } = managed.child;
  return signalCode ? `killed by ${signalCode}` : `exit code ${exitCode}`;
}
const READY_TIMEOUT_MS = 60_000;
/** `tsc` writes a project's files one after another: a service starts again once its build has been quiet this long. */
const REBUILD_SETTLES_MS = 500;
const ACCESS_LOG_CHECK_MS = 60_000;

function s3Endpoint(settings: StackSettings): string {
  return settings.s3.endpoint ?? `http://127.0.0.1:${settings.s3.port}`;
}

const portOf = (name: DeployableName, settings: StackSettings): number =>
  name === 'gateway'
    ? settings.gatewayPort
    : name === 'site-renderer'
      ? settings.siteRendererPort
      : settings.servicePorts[name];

/** What the description says a process needs, on this machine: its port, the backing services, the others' ports. */
function deployableEnv(name: DeployableName, settings: StackSettings, keys?: KeyFiles): NodeJS.ProcessEnv {
  const deployable = DEPLOYABLES[name];
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: settings.nodeEnv,
    HOST: '127.0.0.1',
    PORT: String(portOf(name, settings)),
  };
  if (deployable.database) env.DATABASE_URL = settings.databaseUrl;
  if (deployable.redis) env.REDIS_URL = settings.redisUrl;
  if (deployable.objectStore) {
    Object.assign(env, {
      S3_ENDPOINT: s3Endpoint(settings),
      S3_ACCESS_KEY: settings.s3.accessKey,
      S3_SECRET_KEY: settings.s3.secretKey,
      S3_BUCKET: settings.s3.bucket,
    });
  }
  if (keys && deployable.jwtKeys !== 'none') env.JWT_PUBLIC_KEY_FILE = keys.publicKeyFile;
  if (keys && deployable.jwtKeys === 'public and private') env.JWT_PRIVATE_KEY_FILE = keys.privateKeyFile;
  // The others at their own ports: the gateway does not route /internal/, and a page's reads need not pass it.
  for (const callee of deployable.calls) {
    env[internalUrlVariable(callee)] = `http://127.0.0.1:${portOf(callee, settings)}`;
  }
  return env;
}

export function serviceEnv(service: ServiceName, settings: StackSettings, keys: KeyFiles): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...deployableEnv(service, settings, keys),
    LOG_LEVEL: settings.logLevel,
    // Fewer glibc arenas: memory freed after an image upload goes back instead of lingering per thread.
    MALLOC_ARENA_MAX: '2',
  };
  if (service === 'auth') {
    Object.assign(env, {
      SMS_PROVIDER: settings.smsProvider,
      SMS_OUTBOX_FILE: join(settings.dataDir, 'sms-outbox.jsonl'),
      ADMIN_MOBILES: settings.adminMobiles,
    });
    if (settings.otpSendsPerAddressPerHour) env.OTP_SENDS_PER_ADDRESS_PER_HOUR = settings.otpSendsPerAddressPerHour;
  }
  if (service === 'content') env.SITE_URL = settings.siteUrl;
  if (service === 'sales' && settings.bookingJobsPollSeconds)
    env.BOOKING_JOBS_POLL_SECONDS = settings.bookingJobsPollSeconds;
  if (service === 'dashboard') {
    if (settings.audit.chainKey) env.AUDIT_CHAIN_KEY = settings.audit.chainKey;
    if (settings.audit.retentionDays) env.AUDIT_RETENTION_DAYS = settings.audit.retentionDays;
  }
  return env;
}

/** The site renderer reads the owners of the public lists at their own ports, as the dashboard does. */
export function siteRendererEnv(settings: StackSettings): NodeJS.ProcessEnv {
  return {
    ...deployableEnv('site-renderer', settings),
    NODE_OPTIONS: RENDERER_NODE_OPTIONS,
    SITE_URL: settings.siteUrl,
  };
}

/**
 * How the stack runs the apps. `built` (npm start): from their builds, as deployed. `dev` (npm run dev): the site
 * renderer loads the public site from source through Vite, Vite rebuilds the admin app and `tsc` the services at
 * every change, and a service whose build changed is started again, so an edit shows at the next reload.
 */
export type StackMode = 'built' | 'dev';

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

async function startLocalS3(settings: StackSettings): Promise<S3rver | undefined> {
  if (settings.s3.endpoint) return undefined;
  const directory = join(settings.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  return (await startEmbeddedS3(directory, settings.s3.port)).server;
}

/**
 * The whole platform on this machine: prerequisites, build, embedded S3, keys, migrations
 * (with their seed data: the admins), the seven services, the site renderer and nginx. `stop()` may be called at any moment, also mid-start.
 */
export class LocalStack {
  readonly gatewayUrl: string;
  private readonly processes: ManagedProcess[] = [];
  private readonly services = new Map<ServiceName, ManagedProcess>();
  /** Processes stopped on purpose (`stopService`): not started again. */
  private readonly held = new Set<string>();
  private readonly restartTimers = new Set<NodeJS.Timeout>();
  private s3?: S3rver;
  private accessLogTimer?: NodeJS.Timeout;
  private readonly buildWatchers: FSWatcher[] = [];
  private rebuiltTimer?: NodeJS.Timeout;
  private readonly restarts = new Map<ServiceName, Promise<void>>();
  private stopped = false;

  constructor(
    readonly settings: StackSettings,
    private readonly log: (line: string) => void,
    readonly mode: StackMode = 'built',
  ) {
    this.gatewayUrl = `http://localhost:${settings.gatewayPort}`;
  }

  /**
   * Resolves once every service and the gateway answer. A start that fails stops whatever it had started before
   * rethrowing, so that a caller giving up leaves nothing running (jest runs no global teardown after a failed
   * global setup).
   */
  async start(): Promise<void> {
    try {
      await this.startAll();
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  private async startAll(): Promise<void> {
    const { settings, log } = this;
    const nginx = ensureNginx(log);
    await ensureRedis(settings.redisUrl);
    await ensureDatabase(settings.databaseUrl);
    mkdirSync(join(settings.dataDir, 'logs'), { recursive: true });

    const build = this.mode === 'dev' ? 'build:services' : 'build';
    if (settings.build) {
      log(`building ${this.mode === 'dev' ? 'the services' : 'services and apps'} (npm run ${build})`);
      await runToCompletion('npm', ['run', build], { cwd: ROOT, env: process.env });
    }
    const adminBuild = this.mode === 'dev' ? this.watchAdminApp() : undefined;

    const keys = settings.jwtKeyFiles ?? ensureDevKeys(settings.dataDir);
    this.s3 = await startLocalS3(settings);
    // Each service migrates its own schema, so the seven run side by side.
    const migrated = await Promise.all(
      SERVICES.map((service) => {
        // The local stack shows sample records; compose and Kubernetes never set DEMO_SEED.
        const env = { ...serviceEnv(service, settings, keys), DEMO_SEED: '1' };
        return runToCompletion('node', [join('services', service, 'dist', 'migrate.js')], { cwd: ROOT, env });
      }),
    );
    for (const output of migrated) log(output.trim());

    for (const service of SERVICES) this.launch(service, keys);
    if (this.mode === 'dev') this.restartServicesOnRebuild(keys);
    const renderer = this.supervise('site-renderer', () =>
      this.mode === 'dev'
        ? // Vite needs more memory than the built renderer's limits, which are tuned for production.
          startProcess('site-renderer', process.execPath, ['--import', 'tsx', join('web', 'server', 'dev-server.ts')], {
            cwd: ROOT,
            env: { ...siteRendererEnv(settings), NODE_OPTIONS: '' },
            logFile: join(settings.dataDir, 'logs', 'site-renderer.log'),
          })
        : // The built renderer runs as its image does: React's production build renders the pages.
          startProcess('site-renderer', 'node', [join('web', 'dist-server', 'site-renderer.js')], {
            cwd: ROOT,
            env: { ...siteRendererEnv(settings), NODE_ENV: 'production' },
            logFile: join(settings.dataDir, 'logs', 'site-renderer.log'),
          }),
    );
    // In dev, no file of an earlier build of the public site may stand in for what Vite serves from source.
    const gateway = writeLocalGatewayConfig(
      settings,
      this.mode === 'dev'
        ? { siteFiles: join(settings.dataDir, 'no-site-build'), reloadSocketPath: DEV_RELOAD_SOCKET_PATH }
        : undefined,
    );
    const nginxProcess = this.track(
      startProcess(
        'nginx',
        nginx,
        ['-p', gateway.prefix, '-c', gateway.configFile, '-e', gateway.errorLog, '-g', 'daemon off;'],
        {
          cwd: ROOT,
          env: process.env,
          logFile: join(settings.dataDir, 'logs', 'nginx.log'),
        },
      ),
    );

    await Promise.all(
      SERVICES.map((service) =>
        waitUntilReady(
          `http://127.0.0.1:${settings.servicePorts[service]}/readyz`,
          this.services.get(service),
          READY_TIMEOUT_MS,
        ),
      ),
    );
    await waitUntilReady(`http://127.0.0.1:${settings.siteRendererPort}/readyz`, renderer, READY_TIMEOUT_MS);
    await waitUntilReady(`${this.gatewayUrl}/`, nginxProcess, READY_TIMEOUT_MS);
    if (adminBuild) await waitUntilBuilt(adminBuild, READY_TIMEOUT_MS);
    this.rotateAccessLog(gateway.accessLog, nginxProcess);
  }

  /** nginx writes its access log itself: it is moved aside when large and nginx told to reopen it. */
  private rotateAccessLog(accessLog: string, nginx: ManagedProcess): void {
    this.accessLogTimer = setInterval(() => {
      if (!existsSync(accessLog) || statSync(accessLog).size <= LOG_ROTATION.maxBytes) return;
      shiftLogFiles(accessLog, LOG_ROTATION.keep);
      nginx.child.kill('SIGUSR1');
    }, ACCESS_LOG_CHECK_MS);
    this.accessLogTimer.unref();
  }

  /** `<dataDir>/processes.json`: what runs, under which pid, for operators and tests. */
  private writeProcessList(): void {
    const list = Object.fromEntries(this.processes.map((managed) => [managed.name, { pid: managed.child.pid }]));
    writeFileSync(join(this.settings.dataDir, 'processes.json'), `${JSON.stringify(list, null, 2)}\n`);
  }

  /** Stops one service for good, to see how the gateway answers while it is down. */
  async stopService(service: ServiceName): Promise<void> {
    this.held.add(service);
    const managed = this.services.get(service);
    if (managed) await stopProcesses([managed]);
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.accessLogTimer);
    clearTimeout(this.rebuiltTimer);
    for (const watcher of this.buildWatchers) watcher.close();
    for (const timer of this.restartTimers) clearTimeout(timer);
    await stopProcesses(this.processes);
    await this.s3?.close();
  }

  /** `vite build --watch` of the admin app: nginx serves admin-web/dist as it does the built app's. */
  private watchAdminApp(): Build {
    const since = Date.now();
    const watcher = this.supervise('admin-web', () =>
      startProcess('admin-web', bin('vite'), ['build', '--watch'], {
        cwd: join(ROOT, 'admin-web'),
        env: process.env,
        logFile: join(this.settings.dataDir, 'logs', 'admin-web.log'),
      }),
    );
    return { process: watcher, file: join(ROOT, 'admin-web', 'dist', 'index.html'), since };
  }

  /**
   * `tsc -b --watch` of the services (and libs, which they reference); a service is started again once the build
   * of its code, or of libs, has changed and settled for half a second. A new migration waits for the next start.
   */
  private restartServicesOnRebuild(keys: KeyFiles): void {
    this.supervise('services-build', () =>
      startProcess(
        'services-build',
        bin('tsc'),
        ['-b', '--watch', '--preserveWatchOutput', ...SERVICES.map((service) => join('services', service))],
        { cwd: ROOT, env: process.env, logFile: join(this.settings.dataDir, 'logs', 'services-build.log') },
      ),
    );
    const rebuilt = new Set<ServiceName>();
    const follow = (directory: string, services: readonly ServiceName[]) => {
      mkdirSync(directory, { recursive: true });
      const watcher = watch(directory, { recursive: true }, (_event, file) => {
        if (!file?.endsWith('.js')) return;
        for (const service of services) rebuilt.add(service);
        clearTimeout(this.rebuiltTimer);
        this.rebuiltTimer = setTimeout(() => {
          const due = [...rebuilt];
          rebuilt.clear();
          for (const service of due) void this.restartService(service, keys);
        }, REBUILD_SETTLES_MS);
      });
      this.buildWatchers.push(watcher);
    };
    follow(join(ROOT, 'libs', 'dist'), SERVICES);
    for (const service of SERVICES) follow(join(ROOT, 'services', service, 'dist'), [service]);
  }

  /** One restart of a service at a time: one asked for meanwhile follows it. */
  private restartService(service: ServiceName, keys: KeyFiles): Promise<void> {
    const next = (this.restarts.get(service) ?? Promise.resolve()).then(() => this.startAgain(service, keys));
    this.restarts.set(service, next);
    return next;
  }

  private async startAgain(service: ServiceName, keys: KeyFiles): Promise<void> {
    if (this.stopped) return;
    this.held.add(service);
    const running = this.services.get(service);
    if (running) await stopProcesses([running]);
    this.held.delete(service);
    if (this.stopped) return;
    this.launch(service, keys);
    this.log(`${service} started again on its new build`);
  }

  private launch(service: ServiceName, keys: KeyFiles): void {
    this.supervise(service, () => {
      const managed = startProcess(service, 'node', [join('services', service, 'dist', 'main.js')], {
        cwd: ROOT,
        env: serviceEnv(service, this.settings, keys),
        logFile: join(this.settings.dataDir, 'logs', `${service}.log`),
      });
      this.services.set(service, managed);
      return managed;
    });
  }

  /**
   * Starts a process and, unless the settings say not to, starts it again whenever it dies (with back-off), saying
   * so in the runner's output and keeping processes.json current. A start-up that fails still fails `start()`.
   */
  private supervise(name: string, start: () => ManagedProcess): ManagedProcess {
    let consecutive = 0;
    const run = (): ManagedProcess => {
      const managed = this.track(start());
      const startedAt = Date.now();
      void managed.exited.then(() => {
        if (this.stopped || this.held.has(name) || !this.settings.restartServices) return;
        consecutive = Date.now() - startedAt >= RESTART_BACKOFF.resetAfterMs ? 1 : consecutive + 1;
        const delay = restartDelayMs(consecutive);
        this.log(`${name} stopped unexpectedly (${exitReason(managed)}); starting it again in ${delay / 1000} s`);
        const timer = setTimeout(() => {
          this.restartTimers.delete(timer);
          if (this.stopped || this.held.has(name)) return;
          const restarted = run();
          this.log(`${name} started again (pid ${restarted.child.pid}, restart ${consecutive} in a row)`);
        }, delay);
        this.restartTimers.add(timer);
      });
      return managed;
    };
    return run();
  }

  /**
   * Keeps one entry per name: a process started again replaces the one that died. The list is written at once,
   * so that it names every process also while the stack is still starting.
   */
  private track(managed: ManagedProcess): ManagedProcess {
    if (this.stopped) managed.child.kill('SIGTERM');
    const index = this.processes.findIndex((tracked) => tracked.name === managed.name);
    if (index >= 0) this.processes.splice(index, 1);
    this.processes.push(managed);
    this.writeProcessList();
    return managed;
  }
}
