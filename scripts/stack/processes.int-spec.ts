import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { startProcess, stopProcesses } from './processes';

/** Whether `pid` still runs: a killed process that nobody has reaped yet (a zombie) does not. */
function runs(pid: number): boolean {
  try {
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).startsWith('Z');
  } catch {
    return false;
  }
}

describe('stopping the processes of the local stack', () => {
  let directory: string;
  let childPid = 0;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'seedcorp-processes-'));
  });

  // A child left running would hold this process open (it shares the output pipe) until its sleep ends.
  afterEach(() => {
    if (runs(childPid)) process.kill(childPid, 'SIGKILL');
    rmSync(directory, { recursive: true, force: true });
  });

  it('kills the children of a process that does not stop when asked, with it', async () => {
    const childPidFile = join(directory, 'child.pid');
    // A shell that ignores SIGTERM, as its child (which inherits that) does: only SIGKILL ends either.
    const parent = startProcess('stubborn', 'sh', ['-c', `trap '' TERM; sleep 600 & echo $! > ${childPidFile}; wait`], {
      cwd: directory,
      env: process.env,
      logFile: join(directory, 'stubborn.log'),
    });
    childPid = await pollUntil(
      async () => (existsSync(childPidFile) ? Number(readFileSync(childPidFile, 'utf8')) : 0),
      (pid) => pid > 0,
    );
    expect(runs(childPid)).toBe(true);

    await stopProcesses([parent], 200);

    expect(parent.child.signalCode).toBe('SIGKILL');
    await pollUntil(
      async () => runs(childPid),
      (running) => !running,
    );
  });
});
