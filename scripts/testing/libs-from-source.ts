import Module from 'node:module';
import { join } from 'node:path';

type Resolver = (request: string, ...rest: unknown[]) => string;

/**
 * Code loaded by the integration set-up (the test helpers, the content service's required data) imports
 * `@seedcorp/libs`, which Node takes from the build in libs/dist, absent on a fresh clone; the tests'
 * moduleNameMapper sends it to the source, and so does this. Imported first, before anything that reaches the library.
 */
const loader = Module as unknown as { _resolveFilename: Resolver };
const resolve = loader._resolveFilename;
const source = join(__dirname, '..', '..', 'libs', 'src');
loader._resolveFilename = (request, ...rest) => resolve(request.replace(/^@seedcorp\/libs(?=\/|$)/, source), ...rest);
