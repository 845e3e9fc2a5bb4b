import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

export function logTail(file: string, lines = 15): string {
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

/** SIGTERM, then SIGKILL for whatever has not exited after the grace period. */
export async function stopProcesses(processes: ManagedProcess[], graceMs = 10_000): Promise<void> {
  const running = processes.filter((process) => process.child.exitCode === null && process.child.signalCode === null);
  for (const process of running) process.child.kill('SIGTERM');
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
  await Promise.race([Promise.all(running.map((process) => process.exited)), deadline]);
  for (const process of running)
    if (process.child.exitCode === null && process.child.signalCode === null) process.child.kill('SIGKILL');
  await Promise.all(running.map((process) => process.exited));
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
