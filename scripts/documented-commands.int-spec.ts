import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './stack/stack-settings';

/**
 * Every command the README names is one an operator can run: each npm script it names exists, every script and
 * program that script calls is there, and each entry point it starts answers `--help` without touching a server.
 */
const run = promisify(execFile);
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** npm's own commands, which run no script of the project. */
const NPM_COMMANDS = new Set(['ci', 'install']);

function namedScripts(text: string): string[] {
  const named = new Set<string>();
  for (const [, name] of text.matchAll(/\bnpm (?:run )?([a-z][\w:-]*)/g)) {
    if (!NPM_COMMANDS.has(name)) named.add(name);
  }
  return [...named].sort();
}

/** The steps of a script (`a && b`), each split into its words. */
const steps = (script: string) => script.split('&&').map((step) => step.trim().split(/\s+/));

/** The problems of one script: a script or workspace it names that is missing, a file or program it runs that is not there. */
function problemsOf(name: string, seen = new Set<string>()): string[] {
  if (seen.has(name)) return [];
  seen.add(name);
  const script = scripts[name];
  if (script === undefined) return [`npm run ${name}: package.json has no such script`];
  return steps(script).flatMap(([program, ...args]) => {
    if (program === 'npm' && args[0] === 'run') {
      const workspaces = args.flatMap((arg, index) => (args[index - 1] === '-w' ? [arg] : []));
      return [
        ...problemsOf(args[1], seen),
        ...workspaces
          .filter((workspace) => !existsSync(join(ROOT, workspace, 'package.json')))
          .map((w) => `${name}: no workspace ${w}`),
      ];
    }
    if (program === 'tsx') return existsSync(join(ROOT, args[0])) ? [] : [`${name}: ${args[0]} does not exist`];
    if (program === 'tsc' && args[0] === '-b') {
      return args
        .slice(1)
        .filter((path) => !existsSync(join(ROOT, path, 'tsconfig.json')))
        .map((path) => `${name}: no project ${path}`);
    }
    return existsSync(join(ROOT, 'node_modules', '.bin', program)) ? [] : [`${name}: ${program} is not installed`];
  });
}

/** The scripts whose last step starts one of the project's entry points, which answer `--help`. */
const answeringHelp = (name: string) => steps(scripts[name] ?? '').at(-1)?.[0] === 'tsx';

describe('the commands the README names', () => {
  const named = namedScripts(readme);

  it('finds the quick start and the test command among them', () => {
    expect(named).toEqual(expect.arrayContaining(['start', 'test', 'admin', 'test:containers']));
  });

  it('names only scripts that exist, calling files, workspaces and programs that are there', () => {
    expect(named.flatMap((name) => problemsOf(name))).toEqual([]);
  });

  it('knows a missing script when it sees one', () => {
    expect(problemsOf('migrate')).toEqual(['npm run migrate: package.json has no such script']);
  });

  it.each(named.filter(answeringHelp))('npm run %s -- --help prints its usage', async (name) => {
    const { stdout } = await run('npm', ['run', '--silent', name, '--', '--help'], { cwd: ROOT, timeout: 120_000 });
    expect(stdout).toMatch(/^usage:/m);
  });
});
