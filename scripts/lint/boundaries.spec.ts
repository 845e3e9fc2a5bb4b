import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** The rules that hold the layers: imports followed to the folder they reach, and import paths written a wrong way. */
const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];

/** Files that cross a layer, or keep to it, each a path in the repository and its text. */
const FILES = {
  e2eImportingScripts: ['e2e/boundary-check.e2e-spec.ts', "import { ROOT } from '../scripts/stack/stack-settings';"],
  e2eImportingTheRunnerPackage: ['e2e/boundary-check.e2e-spec.ts', "import { ROOT } from '@seedcorp/stack';"],
  scriptImportingE2e: ['scripts/bench/boundary-check.ts', "import { E2E_ENV } from '../../e2e/e2e-env';"],
  siteImportingGateway: ['web/server/boundary-check.ts', "import { ROUTES } from '../../gateway/nginx-config';"],
  adminImportingSite: ['admin-web/src/boundary-check.ts', "import { ROUTE_TABLE } from '../../web/src/routes';"],
  serviceTestImportingAnotherService: [
    'services/dashboard/src/boundary-check.int-spec.ts',
    "import { AppModule } from '../../media/src/app.module';",
  ],
  libsImportingTestHelpers: ['libs/src/core/boundary-check.ts', "import { pollUntil } from '@seedcorp/testing';"],
  scriptImportingTheContractByPath: ['scripts/bench/boundary-check.ts', "import { API } from '../../contracts/src';"],
  serviceImportingTheContractPackage: [
    'services/media/src/boundary-check.ts',
    "import { API } from '@seedcorp/contracts';",
  ],
  contractImportingLibs: ['contracts/src/boundary-check.ts', "import { loadConfig } from '../../libs/src';"],
  libsTestImportingTestHelpers: [
    'libs/src/core/boundary-check.spec.ts',
    "import { pollUntil } from '@seedcorp/testing';",
  ],
} satisfies Record<string, [string, string]>;

/**
 * The messages of the boundary rule for each of FILES, linted with the repository's own ESLint configuration.
 * ESLint loads that configuration as an ES module, which Jest's module loader cannot, so it runs in a Node process
 * of its own.
 */
function lintFiles(): Record<keyof typeof FILES, string[]> {
  const script = `
    const { ESLint } = require('eslint');
    const files = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    (async () => {
      const messages = {};
      for (const [name, [filePath, code]] of Object.entries(files)) {
        const [result] = await eslint.lintText(code + '\\n', { filePath });
        messages[name] = result.messages;
      }
      process.stdout.write(JSON.stringify(messages));
    })();
  `;
  const absolute = Object.fromEntries(
    Object.entries(FILES).map(([name, [path, code]]) => [name, [join(ROOT, path), code]]),
  );
  const output = execFileSync(process.execPath, ['-e', script, JSON.stringify(absolute)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const messages = JSON.parse(output) as Record<keyof typeof FILES, LintMessage[]>;
  return Object.fromEntries(
    Object.entries(messages).map(([name, list]) => [
      name,
      list.filter((message) => BOUNDARY_RULES.includes(message.ruleId ?? '')).map((message) => message.message),
    ]),
  ) as Record<keyof typeof FILES, string[]>;
}

describe('the boundary rules of the lint', () => {
  let errors: Record<keyof typeof FILES, string[]>;

  beforeAll(() => {
    errors = lintFiles();
  });

  it('fail an end-to-end suite that imports from scripts/, and let it take the runner from its package', () => {
    expect(errors.e2eImportingScripts).toEqual([
      expect.stringContaining('@seedcorp/stack'),
      expect.stringContaining('@seedcorp/stack'),
    ]);
    expect(errors.e2eImportingTheRunnerPackage).toEqual([]);
  });

  it('fail a script that imports an end-to-end suite', () => {
    expect(errors.scriptImportingE2e).toEqual([expect.stringContaining('end-to-end')]);
  });

  it('fail an app importing the gateway or the other app', () => {
    expect(errors.siteImportingGateway).toEqual([expect.stringContaining('gateway')]);
    expect(errors.adminImportingSite).toEqual([expect.stringContaining('public site')]);
  });

  it('fail code importing the contract by a path, and the contract importing the rest of the platform', () => {
    expect(errors.scriptImportingTheContractByPath).toEqual([expect.stringContaining('@seedcorp/contracts')]);
    expect(errors.serviceImportingTheContractPackage).toEqual([]);
    expect(errors.contractImportingLibs).toEqual([expect.stringContaining('The contract imports nothing')]);
  });

  it('fail a service, its tests included, importing another service', () => {
    expect(errors.serviceTestImportingAnotherService).toEqual([expect.stringContaining('another service')]);
  });

  it('fail code that ships importing the test helpers, and let tests import them', () => {
    expect(errors.libsImportingTestHelpers).toEqual([expect.stringContaining('@seedcorp/testing')]);
    expect(errors.libsTestImportingTestHelpers).toEqual([]);
  });
});
