/**
 * `npm run test:containers`: the platform's own images, built from its Dockerfile unchanged, brought up with
 * docker-compose.yml and smoke-tested through the gateway container. Runs as root on a machine with Docker's
 * daemon (started here with `dockerd --iptables=false --bridge=none` when none runs), docker-compose and
 * debootstrap; no image registry is needed.
 *
 * The base images the Dockerfile and compose name are pulled from no registry: each is a local stand-in, built
 * from Debian's packages on a debootstrapped bookworm (scripts/containers/stand-ins) and tagged with that exact
 * name, unless an image of that name is already there. Production pulls the real ones.
 *
 * Cleans up after itself: the compose project (containers, network, volumes) and the images it built; the
 * stand-ins stay, as pulled base images would, and are rebuilt when their files change. CONTAINERS_KEEP=1 leaves
 * everything up for a look.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';
import sharp from 'sharp';
import { parse } from 'yaml';
import { API } from '@seedcorp/contracts';
import { answerHelp } from '../../libs/src/core/command-help';

const ROOT = join(__dirname, '..', '..');
const STAND_INS = join(__dirname, 'stand-ins');
const PROJECT = 'seedcorp-containers-test';
const TAG = 'containers-test';
const GATEWAY_PORT = Number(process.env.CONTAINERS_GATEWAY_PORT ?? 28080);
const BASE = `http://127.0.0.1:${GATEWAY_PORT}`;
const ADMIN_MOBILE = '9000000090';
const DEBIAN_IMAGE = 'seedcorp-standin/debian:bookworm';
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
/** Marks a stand-in, with a hash of the files it was built from. */
const STAND_IN_LABEL = 'org.seedcorp.stand-in';
const HEALTHY_WITHIN_MS = 240_000;

const log = (line: string) => process.stdout.write(`[containers] ${line}\n`);

function run(command: string, args: string[], options: { input?: string; cwd?: string; quiet?: boolean } = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // The classic builder: BuildKit would fetch the Dockerfile's syntax image from a registry.
    env: { ...process.env, TAG, GATEWAY_PORT: String(GATEWAY_PORT), ADMIN_MOBILES: ADMIN_MOBILE, DOCKER_BUILDKIT: '0' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  if (result.error) throw new Error(`${command} is not installed (${result.error.message})`);
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-2000)}`,
    );
  }
  if (!options.quiet && result.stderr.trim()) process.stdout.write(result.stderr.slice(-2000));
  return result.stdout;
}

const succeeds = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
/** The project's own name, and an empty env file in place of the checkout's `.env` (an operator's values would
 * change what is tested): compose's development defaults apply. */
const EMPTY_ENV_FILE = join(tmpdir(), 'seedcorp-containers-test.env');
writeFileSync(EMPTY_ENV_FILE, '');
const COMPOSE_ARGS = ['-p', PROJECT, '--env-file', EMPTY_ENV_FILE];
const compose = (...args: string[]) => run('docker-compose', [...COMPOSE_ARGS, ...args], { quiet: true });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function step<T>(name: string, action: () => Promise<T> | T): Promise<T> {
  const started = Date.now();
  log(`${name} ...`);
  const result = await action();
  log(`${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`smoke test: ${message}`);
}

/**
 * Docker's daemon: the running one, else one started here (and stopped at the end). One started for `--build-only`
 * outlives it, at the lowest priority, its log in the temporary folder: the builds it runs then take only what the
 * test suites running beside them leave of the processor.
 */
async function ensureDocker(workDir: string, buildOnly = false): Promise<ChildProcess | undefined> {
  if (succeeds('docker', ['info'])) return undefined;
  const output = openSync(join(buildOnly ? tmpdir() : workDir, 'dockerd.log'), 'a');
  const daemon = buildOnly
    ? spawn('nice', ['-n', '19', 'dockerd', '--iptables=false', '--bridge=none'], {
        stdio: ['ignore', output, output],
        detached: true,
      })
    : spawn('dockerd', ['--iptables=false', '--bridge=none'], { stdio: ['ignore', output, output] });
  if (buildOnly) daemon.unref();
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (succeeds('docker', ['info'])) return daemon;
    await sleep(500);
  }
  daemon.kill();
  throw new Error(`dockerd did not start: see ${join(workDir, 'dockerd.log')}`);
}

// ---- Stand-ins for the base images ------------------------------------------------------------------------------

function dockerfileArg(name: string): string {
  const match = new RegExp(`^ARG ${name}=(\\S+)$`, 'm').exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  if (!match) throw new Error(`Dockerfile has no default for ${name}`);
  return match[1];
}

interface ComposeConfig {
  services: Record<
    string,
    { image: string; build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> } }
  >;
}

const composeConfig = (): ComposeConfig => parse(compose('config')) as ComposeConfig;

/** Which stand-in plays which image, by the names the Dockerfile and compose use. */
function standInImages(config: ComposeConfig): { folder: string; image: string }[] {
  return [
    { folder: 'node', image: dockerfileArg('NODE_IMAGE') },
    { folder: 'nginx', image: dockerfileArg('NGINX_IMAGE') },
    { folder: 'postgres', image: config.services.postgres.image },
    { folder: 'redis', image: config.services.redis.image },
    { folder: 'minio', image: config.services.minio.image },
  ];
}

const imageLabel = (image: string): string | undefined => {
  const result = spawnSync(
    'docker',
    ['image', 'inspect', '--format', `{{index .Config.Labels "${STAND_IN_LABEL}"}}`, image],
    {
      encoding: 'utf8',
    },
  );
  return result.status === 0 ? result.stdout.trim() : undefined;
};

function filesHash(folder: string, extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const name of readdirSync(folder).sort()) hash.update(name).update(readFileSync(join(folder, name)));
  return hash.digest('hex').slice(0, 16);
}

/** A bookworm root file system from Debian's packages, imported as the stand-ins' base. */
function debianBase(workDir: string): void {
  if (imageLabel(DEBIAN_IMAGE) !== undefined) return;
  const rootfs = join(workDir, 'rootfs');
  run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, DEBIAN_MIRROR], { quiet: true });
  // Packages installed in an image build must not try to start services.
  writeFileSync(join(rootfs, 'usr/sbin/policy-rc.d'), '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  rmSync(join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
  mkdirSync(join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });
  const tar = spawnSync('tar', ['-C', rootfs, '-c', '.'], { maxBuffer: 1024 * 1024 * 1024 });
  if (tar.status !== 0) throw new Error('tar of the root file system failed');
  const imported = spawnSync('docker', ['import', '-', DEBIAN_IMAGE], { input: tar.stdout });
  if (imported.status !== 0) throw new Error(`docker import failed: ${imported.stderr}`);
  rmSync(rootfs, { recursive: true, force: true });
}

/** The build context of a stand-in: its folder, plus this machine's Node.js for node and the bundled server for minio. */
function standInContext(folder: string, workDir: string): { context: string; hash: string } {
  const context = join(workDir, `context-${folder}`);
  cpSync(join(STAND_INS, folder), context, { recursive: true });
  if (folder === 'node') {
    cpSync(process.execPath, join(context, 'node'));
    // npm's own folder, from the `npm` on the PATH (bin/npm-cli.js inside it).
    const npm = dirname(dirname(realpathSync(run('sh', ['-c', 'command -v npm'], { quiet: true }).trim())));
    cpSync(npm, join(context, 'npm'), { recursive: true });
    const authorities = readFileSync(process.env.SSL_CERT_FILE ?? '/etc/ssl/certs/ca-certificates.crt');
    writeFileSync(join(context, 'ca-certificates.crt'), authorities);
    const identity = `${process.version}|${readFileSync(join(npm, 'package.json'), 'utf8')}|${authorities.toString()}`;
    return { context, hash: filesHash(join(STAND_INS, folder), identity) };
  }
  if (folder === 'minio') {
    buildSync({
      entryPoints: [join(STAND_INS, folder, 'minio.ts')],
      outfile: join(context, 'minio.js'),
      bundle: true,
      platform: 'node',
      target: 'node20',
      external: ['s3rver', 's3rver/*'],
      banner: { js: '#!/usr/bin/env node' },
      logLevel: 'error',
    });
    rmSync(join(context, 'minio.ts'));
    // Built on the node stand-in: a new one of those makes a new one of this.
    return { context, hash: filesHash(context, imageLabel(dockerfileArg('NODE_IMAGE')) ?? '') };
  }
  return { context, hash: filesHash(context) };
}

function standIns(config: ComposeConfig, workDir: string): void {
  debianBase(workDir);
  // node first: minio's stand-in is built on it.
  for (const { folder, image } of standInImages(config)) {
    const label = imageLabel(image);
    if (label === '') {
      log(`${image}: a real image is here; used as it is`);
      continue;
    }
    const { context, hash } = standInContext(folder, workDir);
    if (label === hash) continue;
    log(`${image}: building the stand-in from scripts/containers/stand-ins/${folder}`);
    run('docker', ['build', '--network', 'host', '--label', `${STAND_IN_LABEL}=${hash}`, '-t', image, context], {
      quiet: true,
    });
  }
}

// ---- The platform's own images ----------------------------------------------------------------------------------

/** Each image compose builds, from the Dockerfile as it is (`docker build --network host`: npm ci reaches the registry). */
function projectImages(config: ComposeConfig): string[] {
  const built: string[] = [];
  for (const service of Object.values(config.services)) {
    if (!service.build || built.includes(service.image)) continue;
    const args = Object.entries(service.build.args ?? {}).flatMap(([name, value]) => [
      '--build-arg',
      `${name}=${value}`,
    ]);
    run(
      'docker',
      [
        'build',
        '--network',
        'host',
        '-f',
        join(service.build.context, service.build.dockerfile ?? 'Dockerfile'),
        ...(service.build.target ? ['--target', service.build.target] : []),
        ...args,
        '-t',
        service.image,
        service.build.context,
      ],
      { quiet: true },
    );
    built.push(service.image);
  }
  return built;
}

// ---- Up, healthy, smoke ----------------------------------------------------------------------------------------

function containerState(service: string): { status: string; health?: string; exitCode: number } | undefined {
  const id = compose('ps', '-q', service).trim();
  if (!id) return undefined;
  const inspected = JSON.parse(run('docker', ['inspect', id], { quiet: true }))[0];
  return { status: inspected.State.Status, health: inspected.State.Health?.Status, exitCode: inspected.State.ExitCode };
}

/** Every long-running container healthy and every one-shot step exited 0. */
async function everyServiceHealthy(config: ComposeConfig): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  for (;;) {
    const waiting: string[] = [];
    for (const service of Object.keys(config.services)) {
      const state = containerState(service);
      if (state?.status === 'exited') {
        if (state.exitCode !== 0)
          throw new Error(`${service} exited with ${state.exitCode}:\n${compose('logs', '--tail', '40', service)}`);
        continue;
      }
      if (state?.health !== 'healthy') waiting.push(`${service} (${state?.health ?? state?.status ?? 'not created'})`);
    }
    if (waiting.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`not healthy within ${HEALTHY_WITHIN_MS / 1000} s: ${waiting.join(', ')}`);
    await sleep(2000);
  }
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${BASE}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
}

async function postJson<T>(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; data: T; message: string }> {
  const response = await call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; data: T; message: string };
}

/** The sign-in codes the auth container's SMS outbox holds for the admin. */
function sentCodes(): string[] {
  const id = compose('ps', '-q', 'auth').trim();
  const outbox = spawnSync('docker', ['exec', id, 'cat', '/tmp/sms-outbox.jsonl'], { encoding: 'utf8' });
  if (outbox.status !== 0) return [];
  return outbox.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; otp: string })
    .filter((line) => line.to === ADMIN_MOBILE)
    .map((line) => line.otp);
}

async function signIn(): Promise<string> {
  const known = sentCodes().length;
  const sent = await postJson(API.auth.authenticateUser, { mobileNo: ADMIN_MOBILE });
  check(sent.status === 200, `OTP request answered ${JSON.stringify(sent)}`);
  let codes = sentCodes();
  for (let attempt = 0; codes.length <= known && attempt < 50; attempt += 1) {
    await sleep(200);
    codes = sentCodes();
  }
  check(codes.length > known, 'no code reached the SMS outbox in the auth container');
  const login = await postJson<string>(API.auth.authorizeUser, {
    mobileNo: ADMIN_MOBILE,
    otp: codes[codes.length - 1],
  });
  check(login.status === 200 && typeof login.data === 'string', `sign-in answered ${JSON.stringify(login)}`);
  return login.data;
}

interface ImageItem {
  key: string;
  url: string;
}

const galleryImage = async (key: string) =>
  (await postJson<ImageItem[]>(API.files.webGetImages, { location: 'Photo Gallery', includeFile: false })).data.find(
    (image) => image.key === key,
  );

async function smokeTest(): Promise<void> {
  for (const path of ['/', '/tenders', '/marketing/kharif-seeds', '/login']) {
    const page = await call(path);
    check(page.status === 200, `${path} answered ${page.status}`);
    check((await page.text()).includes('<html lang="en"'), `${path} is not the site's page`);
  }
  const read = await postJson<unknown[]>(API.notifications.webGetNotification, {
    location: 'Tender',
    includeFile: false,
  });
  check(read.status === 200 && Array.isArray(read.data), `the public tender read answered ${JSON.stringify(read)}`);

  const token = await signIn();
  const picture = await sharp({ create: { width: 800, height: 350, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('location', 'Photo Gallery');
  form.append('file', new Blob([new Uint8Array(picture)]), 'picture.png');
  const upload = (await (
    await call(API.files.uploadFile, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
  ).json()) as { status: number; data?: { key: string } };
  check(upload.status === 200 && upload.data, `the upload answered ${JSON.stringify(upload)}`);
  const { key } = upload.data;
  const listed = await galleryImage(key);
  check(listed, 'the uploaded image is not in the public gallery');
  const before = Buffer.from(await (await call(listed.url)).arrayBuffer());
  check(before.length > 0, `${listed.url} answered no bytes`);

  // A service container restarted: nothing it held is lost, and it answers again.
  compose('restart', 'media');
  let after: Buffer | undefined;
  for (let attempt = 0; attempt < 60 && !after; attempt += 1) {
    await sleep(1000);
    const image = await galleryImage(key).catch(() => undefined);
    const file = image && (await call(image.url).catch(() => undefined));
    if (file?.status === 200) after = Buffer.from(await file.arrayBuffer());
  }
  check(after?.equals(before), 'the image was not served the same after media restarted');
  const removed = await postJson(API.files.deleteImage, { key }, token);
  check(removed.status === 200, `the delete answered ${JSON.stringify(removed)}`);
}

const USAGE =
  'usage: npm run test:containers [-- --build-only]   (as root, with Docker, docker-compose and debootstrap)\n' +
  '  builds every image from the Dockerfile, brings up docker-compose.yml and smoke-tests it;\n' +
  "  --build-only builds the stand-ins and images and leaves them (and a daemon it started) for the test's own\n" +
  '  builds to find in the cache: .ci/run runs it at the lowest priority beside the test suites';

/** The stand-ins and the platform's images built and left in Docker's cache, nothing started or tested. */
async function buildOnly(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'seedcorp-containers-'));
  const started = Date.now();
  try {
    await step('Docker daemon', () => ensureDocker(workDir, true));
    const config = composeConfig();
    await step('stand-in base images', () => standIns(config, workDir));
    await step('the platform images, from the Dockerfile', () => projectImages(config));
    log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  answerHelp(USAGE);
  if (process.argv.includes('--build-only')) return buildOnly();
  const workDir = mkdtempSync(join(tmpdir(), 'seedcorp-containers-'));
  const started = Date.now();
  let daemon: ChildProcess | undefined;
  let built: string[] = [];
  try {
    daemon = await step('Docker daemon', () => ensureDocker(workDir));
    const config = composeConfig();
    await step('stand-in base images', () => standIns(config, workDir));
    built = await step('the platform images, from the Dockerfile', () => projectImages(config));
    compose('down', '-v', '--remove-orphans');
    await step('docker-compose up, every health check', async () => {
      compose('up', '-d', '--no-build');
      await everyServiceHealthy(config);
    });
    await step('smoke test through the gateway container', smokeTest);
    log(`passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    if (succeeds('docker-compose', [...COMPOSE_ARGS, 'ps']))
      process.stdout.write(
        spawnSync('docker-compose', [...COMPOSE_ARGS, 'logs', '--tail', '30'], { encoding: 'utf8' }).stdout ?? '',
      );
    throw error;
  } finally {
    if (process.env.CONTAINERS_KEEP === '1') log(`kept for a look: docker-compose -p ${PROJECT} ps (and down -v)`);
    else cleanUp(built, daemon, workDir);
  }
}

/** The compose project, the images built for it and their build cache; the daemon if it was started here. */
function cleanUp(built: string[], daemon: ChildProcess | undefined, workDir: string): void {
  spawnSync('docker-compose', [...COMPOSE_ARGS, 'down', '-v', '--remove-orphans'], { cwd: ROOT, stdio: 'ignore' });
  if (built.length > 0) spawnSync('docker', ['image', 'rm', ...built], { stdio: 'ignore' });
  spawnSync('docker', ['image', 'prune', '-f'], { stdio: 'ignore' });
  daemon?.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`[containers] FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
