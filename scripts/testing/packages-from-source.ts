import Module from 'node:module';
import { join } from 'node:path';

type Resolver = (request: string, ...rest: unknown[]) => string;

const ROOT = join(__dirname, '..', '..');

/** The packages of the repository Node would take from their builds, and where their sources are. */
const SOURCES: [RegExp, string][] = [
  [/^@seedcorp\/libs(?=\/|$)/, join(ROOT, 'libs', 'src')],
  [/^@seedcorp\/contracts(?=\/|$)/, join(ROOT, 'contracts', 'src')],
];

/**
 * Code loaded by the integration set-up (the test helpers, the content service's required data) imports
 * `@seedcorp/libs` and `@seedcorp/contracts`, which Node takes from their builds, absent on a fresh clone; the tests'
 * moduleNameMapper sends them to the sources, and so does this. Imported first, before anything that reaches them.
 */
const loader = Module as unknown as { _resolveFilename: Resolver };
const resolve = loader._resolveFilename;
loader._resolveFilename = (request, ...rest) =>
  resolve(
    SOURCES.reduce((path, [name, source]) => path.replace(name, source), request),
    ...rest,
  );
