import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
}

const WORKSPACES: string[] = readJson('package.json').workspaces;

// Which package each workspace imports is knip's check in `npm run lint` (knip.jsonc); these are what it leaves out.
describe('the workspaces’ packages', () => {
  it('keep type packages out of what the images install', () => {
    const typesAtRuntime = WORKSPACES.flatMap((workspace) => {
      const manifest: Manifest = readJson(join(workspace, 'package.json'));
      return Object.keys(manifest.dependencies ?? {})
        .filter((name) => name.startsWith('@types/'))
        .map((name) => `${manifest.name}: ${name}`);
    });
    expect(typesAtRuntime).toEqual([]);
  });

  it('are installed once, at the root, so no workspace has node_modules of its own', () => {
    const installedPaths = Object.keys(readJson('package-lock.json').packages);
    const besideAWorkspace = installedPaths.filter((path) =>
      WORKSPACES.some((workspace) => path.startsWith(`${workspace}/node_modules/`)),
    );
    expect(besideAWorkspace).toEqual([]);
  });

  it('reach every image through the root node_modules alone', () => {
    const copiedModules = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')
      .split('\n')
      .filter((line) => /^COPY\b.*node_modules/.test(line));
    expect(copiedModules.length).toBeGreaterThan(0);
    expect(copiedModules.filter((line) => !/ \/app\/node_modules node_modules$/.test(line))).toEqual([]);
  });
});
