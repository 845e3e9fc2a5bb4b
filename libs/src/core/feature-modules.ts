import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import { exportedClasses } from './classes-by-file-name';

const FEATURE_MODULE = /\.module\.[jt]s$/;

/**
 * The Nest modules of the service whose source folder is `dir`: the `*.module.ts` of each feature folder directly
 * below it, so a new feature is its folder and nothing lists it again (as `schemaOf` finds the entities and
 * migrations). Nest makes each module once however often it is imported, so a module that another feature also
 * imports is no different for being found here too.
 */
export function featureModulesOf(dir: string): Type[] {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(dir, folder.name))
        .filter((name) => FEATURE_MODULE.test(name))
        .map((name) => join(dir, folder.name, name)),
    );
  return exportedClasses(files) as Type[];
}
