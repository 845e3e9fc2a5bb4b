import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './stack/stack-settings';

/**
 * Every command the README and docs/ name is one an operator can run: each npm script they name exists, every script
 * and program that script calls is there, and each entry point it starts answers `--help` without touching a server.
 * Every relative link among them leads to a file, and to a heading of it, that exist.
 */
const run = promisify(execFile);
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

const markdownUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });

const DOCUMENTS = ['README.md', ...markdownUnder('docs')];
const textOf = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const HELP_TIMEOUT = 120_000;

/** npm's own commands, which run no script of the project. */
const NPM_COMMANDS = new Set(['ci', 'install']);

function namedScripts(text: string): string[] {
  const named = new Set<string>();
  for (const [, name] of text.matchAll(/\bnpm\s+(?:run\s+)?([a-z][\w:-]*)/g)) {
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

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const anchor = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let numbered = anchor;
    for (let repeat = 1; anchors.has(numbered); repeat += 1) numbered = `${anchor}-${repeat}`;
    anchors.add(numbered);
  }
  return anchors;
}

/** Relative links of a document that lead nowhere: a missing file, or a heading its target does not have. */
function brokenLinks(document: string): string[] {
  const markdown = textOf(document)
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/(`+)[\s\S]*?\1/g, '');
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, link]) => {
    if (/^[a-z]+:/i.test(link)) return [];
    const [file, anchor] = link.split('#');
    const target = file === '' ? document : relative(ROOT, join(ROOT, dirname(document), file));
    if (!existsSync(join(ROOT, target))) return [`${document}: ${link} (no ${target})`];
    if (anchor === undefined || !target.endsWith('.md')) return [];
    return anchorsOf(textOf(target)).has(anchor) ? [] : [`${document}: ${link} (no heading #${anchor} in ${target})`];
  });
}

/** The scripts whose last step starts one of the project's entry points, which answer `--help`. */
const answeringHelp = (name: string) => steps(scripts[name] ?? '').at(-1)?.[0] === 'tsx';

/** The scripts the README and docs/ name. */
const named = namedScripts(DOCUMENTS.map(textOf).join('\n'));

/** The projects the scripts answering `--help` build before they start (`tsc -b ...`), built once, together. */
const builtFirst = [
  ...new Set(
    named
      .filter(answeringHelp)
      .flatMap((name) =>
        steps(scripts[name]).flatMap(([program, ...args]) =>
          program === 'tsc' && args[0] === '-b' ? args.slice(1) : [],
        ),
      ),
  ),
];
// At the file's top level: jest starts concurrent tests once the file's top-level hooks have run.
beforeAll(async () => {
  if (builtFirst.length > 0) await run('npx', ['tsc', '-b', ...builtFirst], { cwd: ROOT, timeout: HELP_TIMEOUT });
}, HELP_TIMEOUT);

describe('the commands and links of the README and docs/', () => {
  it('reads the README and every document of docs/', () => {
    expect(DOCUMENTS).toEqual(
      expect.arrayContaining(['README.md', 'docs/configuration.md', 'docs/decisions/README.md']),
    );
  });

  it('finds the quick start and the test command among them', () => {
    expect(named).toEqual(expect.arrayContaining(['start', 'test', 'admin', 'test:containers', 'docs:config']));
  });

  it('links only to files and headings that exist', () => {
    expect(DOCUMENTS.flatMap(brokenLinks)).toEqual([]);
  });

  it("makes a heading's anchor as GitHub does", () => {
    expect(anchorsOf('# Title\n## The images, built and run for real\n## Title\n')).toEqual(
      new Set(['title', 'the-images-built-and-run-for-real', 'title-1']),
    );
  });

  it('names only scripts that exist, calling files, workspaces and programs that are there', () => {
    expect(named.flatMap((name) => problemsOf(name))).toEqual([]);
  });

  it('knows a missing script when it sees one', () => {
    expect(problemsOf('migrate')).toEqual(['npm run migrate: package.json has no such script']);
  });

  // A script may build first (`admin` compiles auth), so each may take as long as its own run is allowed. They only
  // read, so they run two at a time, once the projects they build are built (above): two builds of the same project
  // at once would write the same files.
  it.concurrent.each(named.filter(answeringHelp))(
    'npm run %s -- --help prints its usage',
    async (name) => {
      const { stdout } = await run('npm', ['run', '--silent', name, '--', '--help'], {
        cwd: ROOT,
        timeout: HELP_TIMEOUT,
      });
      expect(stdout).toMatch(/^usage:/m);
    },
    HELP_TIMEOUT,
  );
});
