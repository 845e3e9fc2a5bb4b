import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/**
 * Runs `body` (the statements of an async function; it `require`s what it needs by absolute path) in a Node process
 * of its own and answers how long that process lived on once `body` was done. Whatever `body` left open, a socket
 * or a timer, keeps it alive: Jest's own check gives a run one second to exit.
 */
export function exitDelayAfter(body: string): Promise<number> {
  const script = `(async () => {\n${body}\n})().then(() => process.stdout.write('done\\n'));`;
  return new Promise((resolve, reject) => {
    // Run from the root, whose tsconfig enables the decorators of the code under test.
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['--eval', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let doneAt: number | undefined;
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('done')) doneAt = Date.now();
    });
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 && doneAt !== undefined) resolve(Date.now() - doneAt);
      else reject(new Error(`the script failed (exit code ${code}):\n${errors}`));
    });
  });
}
