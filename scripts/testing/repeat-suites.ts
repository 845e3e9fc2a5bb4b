const USAGE = `
usage: npm run test:repeat -- [ROUNDS] [int] [e2e] [FILE ...]

Runs the integration and end-to-end suites ROUNDS times over (3 unless given; the build once, before the first
end-to-end round) and lists every test that failed in any round, with the rounds it failed in: a test that fails
once in three is a flake to fix, not to retry. Exits 1 when any test failed.

  npm run test:repeat                       three rounds of both suites
  npm run test:repeat -- 10 int services/notifications/src/notifications/notifications.int-spec.ts
  npm run test:repeat -- 3 e2e e2e/offline-reading.e2e-spec.ts
`;
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerHelp } from '../../libs/src/core/command-help';

const SUITES = { int: 'integration', e2e: 'e2e' } as const;
type Suite = keyof typeof SUITES;

interface JestJson {
  numFailedTests: number;
  numTotalTests: number;
  testResults: {
    name: string;
    message: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

function parseArguments(args: string[]): { rounds: number; suites: Suite[]; files: string[] } {
  const [first, ...rest] = args;
  const rounds = first === undefined ? 3 : Number(first);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) {
    throw new Error(`the number of rounds must be a whole number from 1 to 50, not "${first}"`);
  }
  const suites = rest.filter((word): word is Suite => word in SUITES);
  const files = rest.filter((word) => !(word in SUITES));
  return { rounds, suites: suites.length > 0 ? suites : ['int', 'e2e'], files };
}

function run(command: string, args: string[]): number {
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

/** One run of one suite; answers the names of the tests that failed (a file that failed to run counts as one). */
function runSuite(suite: Suite, files: string[], output: string): string[] {
  // As `npm test` runs them: integration files two at a time, end-to-end files one after another.
  const workers = suite === 'int' ? '--maxWorkers=2' : '--runInBand';
  run('npx', ['jest', '--selectProjects', SUITES[suite], workers, '--json', '--outputFile', output, ...files]);
  let results: JestJson;
  try {
    results = JSON.parse(readFileSync(output, 'utf8')) as JestJson;
  } catch {
    return [`${suite}: the run ended before it wrote its results`];
  }
  return results.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName);
    if (failed.length === 0 && file.message) return [`${file.name}: the file failed to run`];
    return failed.map((name) => `${file.name.replace(`${process.cwd()}/`, '')} › ${name}`);
  });
}

function main(): number {
  const { rounds, suites, files } = parseArguments(process.argv.slice(2));
  if (suites.includes('e2e') && run('npm', ['run', 'build']) !== 0) return 1;
  const directory = mkdtempSync(join(tmpdir(), 'seedcorp-repeat-'));
  const failures = new Map<string, number[]>();
  for (let round = 1; round <= rounds; round += 1) {
    for (const suite of suites) {
      for (const failed of runSuite(suite, files, join(directory, `${suite}-${round}.json`))) {
        failures.set(failed, [...(failures.get(failed) ?? []), round]);
      }
    }
  }
  const lines = [...failures].map(([name, inRounds]) => `- ${name} (round ${inRounds.join(', ')})\n`);
  process.stdout.write(
    `\n${rounds} round(s) of ${suites.join(' and ')}: ${failures.size} test(s) failed in some run\n${lines.join('')}`,
  );
  return failures.size === 0 ? 0 : 1;
}

answerHelp(USAGE);
process.exitCode = main();
