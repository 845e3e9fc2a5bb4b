import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the benches measure with wrk: its summary figures, medians of several runs, a process's memory. */
export interface WrkFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) throw new Error(`not a wrk duration: ${value}`);
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * factor;
}

/** wrk's own summary: requests/sec, the latency distribution, non-2xx answers and socket errors. */
function parseWrk(output: string): WrkFigures {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: toMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? '0ms'),
    p99Ms: toMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? '0ms'),
    errors:
      number(/Non-2xx or 3xx responses: (\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
  };
}

export function wrk(url: string, script: string, load: { connections: number; seconds: number }): Promise<WrkFigures> {
  return new Promise((resolve, reject) => {
    const args = ['-t2', `-c${load.connections}`, `-d${load.seconds}s`, '--latency', '-s', script, url];
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(parseWrk(output)) : reject(new Error(`wrk failed:\n${output}`)),
    );
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over several measurements; errors are added up. */
export function medianOf(runs: WrkFigures[]): WrkFigures {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

export function luaScript(directory: string, name: string, read: { method: 'GET' | 'POST'; body?: string }): string {
  const file = join(directory, `${name}.lua`);
  const lines = [`wrk.method = "${read.method}"`];
  if (read.body !== undefined) {
    lines.push(`wrk.body = ${JSON.stringify(read.body)}`, 'wrk.headers["Content-Type"] = "application/json"');
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** A process's resident memory, in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
}
