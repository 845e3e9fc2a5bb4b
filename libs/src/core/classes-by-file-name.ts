import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `dir`, at any depth, whose names match `name`. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}

/** The classes the files export, in the files' order: the source files under jest, their `.js` once built. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export function exportedClasses(files: string[]): Function[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return files.flatMap((file) => Object.values(require(file) as object).filter((value) => typeof value === 'function'));
}
