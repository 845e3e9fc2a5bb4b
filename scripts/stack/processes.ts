import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { RotatingLogFile } from './rotating-log';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
}

/** Starts a long-running child whose output goes to its own log file, rotated by size. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; logFile: string },
): ManagedProcess {
  const log = new RotatingLogFile(options.logFile);
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('close', () => log.end());
  return { name, child, logFile: options.logFile, exited };
}

function logTail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Runs a child to completion; rejects with its output when it fails. */
export function runToCompletion(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output.trimEnd()}`)),
    );
  });
}

const isRunning = (process: ManagedProcess) => process.child.exitCode === null && process.child.signalCode === null;

/** Every process below `pid` (nginx's workers below its master), from `ps`; none when `ps` is not there. */
export function descendantsOf(pid: number): number[] {
  let table: string;
  try {
    table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const line of table.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0;) {
    const below = children.get(queue.shift() as number) ?? [];
    found.push(...below);
    queue.push(...below);
  }
  return found;
}

function kill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * SIGTERM, then SIGKILL for whatever has not exited after the grace period. A process asked to stop stops its own
 * children; one killed outright cannot, so its children are killed with it, found before it dies (after, they
 * belong to init and can no longer be told apart).
 */
export async function stopProcesses(processes: ManagedProcess[], graceMs = 10_000): Promise<void> {
  const running = processes.filter(isRunning);
  for (const managed of running) managed.child.kill('SIGTERM');
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
  await Promise.race([Promise.all(running.map((managed) => managed.exited)), deadline]);
  for (const managed of running.filter(isRunning)) {
    const { pid } = managed.child;
    if (pid === undefined) continue;
    // The parent first: nginx's master would start a killed worker again.
    for (const descendant of [pid, ...descendantsOf(pid)]) kill(descendant);
  }
  await Promise.all(running.map((managed) => managed.exited));
}

/** Polls `url` until it answers 200, the process dies, or time runs out. */
export async function waitUntilReady(
  url: string,
  process: ManagedProcess | undefined,
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  let died = false;
  void process?.exited.then(() => (died = true));
  while (Date.now() < until) {
    if (died) throw new Error(`${process?.name} exited during start-up:\n${logTail(process?.logFile ?? '')}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${url} did not become ready within ${timeoutMs / 1000}s${process ? `:\n${logTail(process.logFile)}` : ''}`,
  );
}

/** A watching build (`vite build --watch`) and the file its every build writes last. */
export interface Build {
  process: ManagedProcess;
  file: string;
  /** When the build was started: a file older than that is an earlier build's. */
  since: number;
}

/** Polls until the build has written its file afresh, the process dies, or time runs out. */
export async function waitUntilBuilt(build: Build, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let died = false;
  void build.process.exited.then(() => (died = true));
  const writtenAt = () => {
    try {
      return statSync(build.file).mtimeMs;
    } catch {
      return 0;
    }
  };
  while (writtenAt() < build.since) {
    if (died) throw new Error(`${build.process.name} exited during start-up:\n${logTail(build.process.logFile)}`);
    if (Date.now() > until) {
      throw new Error(
        `${build.process.name} built nothing within ${timeoutMs / 1000}s:\n${logTail(build.process.logFile)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
