import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/** An image named somewhere: the file, where in it (service, manifest or line), and the reference as pulled. */
export interface ImageReference {
  file: string;
  where: string;
  image: string;
}

/**
 * The platform's own images (built from the Dockerfile, tagged by `TAG` and the overlays) and the container test's
 * debootstrapped Debian base: no registry serves them under these names, so they carry their own tags.
 */
const OWN_IMAGE = /^seedcorp(-standin)?\//;

/**
 * A tag that names one release: a version with at least major and minor, or MinIO's release timestamp. Two numbers
 * are enough because PostgreSQL's releases have two (16.11); a two-number tag of a project with three (nginx 1.27)
 * still follows a line, so pin those to the patch release.
 */
const RELEASE_TAG = /^(v?\d+\.\d+|RELEASE\.\d{4}-\d{2}-\d{2}T)/;

/** Why a third-party reference may pull something else tomorrow, or undefined when it names one release. */
export function unpinnedReason(image: string): string | undefined {
  if (OWN_IMAGE.test(image) || image.includes('@sha256:')) return undefined;
  const lastSlash = image.lastIndexOf('/');
  const colon = image.indexOf(':', lastSlash + 1);
  if (colon < 0) return 'has no tag, so it pulls latest';
  const tag = image.slice(colon + 1);
  if (tag === '') return 'has an empty tag';
  if (tag === 'latest') return 'is tagged latest';
  if (!RELEASE_TAG.test(tag)) return `is tagged ${tag}, which is no release version`;
  return undefined;
}

/** One line for each reference that is not pinned. */
export const unpinned = (references: ImageReference[]): string[] =>
  references.flatMap(({ file, where, image }) => {
    const reason = unpinnedReason(image);
    return reason ? [`${file} (${where}): ${image} ${reason}`] : [];
  });

/** `${NAME:-default}`, `${NAME-default}`, `${NAME}` and `$NAME`, as compose and Dockerfile ARGs expand them. */
const expand = (text: string, values: Record<string, string>): string =>
  text
    .replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_all, name: string, fallback?: string) => values[name] ?? fallback ?? '')
    .replace(/\$(\w+)/g, (_all, name: string) => values[name] ?? '');

/** Each compose service's `image:`, its variables at their defaults: what `docker compose up` pulls without a .env. */
export function composeImages(text: string, file = 'docker-compose.yml'): ImageReference[] {
  const compose = parse(text, { merge: true }) as { services?: Record<string, { image?: unknown }> };
  return Object.entries(compose.services ?? {}).flatMap(([name, service]) =>
    typeof service?.image === 'string' ? [{ file, where: name, image: expand(service.image, {}) }] : [],
  );
}

interface KustomizeImage {
  name?: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

/** Every `image:` of every document, and the tags a Kustomization's `images:` sets (which replace the manifests'). */
export function manifestImages(text: string, file: string): ImageReference[] {
  const references: ImageReference[] = [];
  for (const document of parseAllDocuments(text)) {
    const manifest = document.toJS() as Record<string, unknown> | null;
    if (!manifest || typeof manifest !== 'object') continue;
    const metadata = manifest.metadata as { name?: string } | undefined;
    const where = [manifest.kind ?? 'document', metadata?.name].filter(Boolean).join(' ');
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'image' && typeof value === 'string') references.push({ file, where, image: value });
          else walk(value);
        }
      }
    };
    walk(manifest);
    if (manifest.kind === 'Kustomization') {
      for (const entry of (manifest.images ?? []) as KustomizeImage[]) {
        const image = entry.newName ?? entry.name;
        if (entry.digest) references.push({ file, where, image: `${image}@${entry.digest}` });
        else if (entry.newTag !== undefined) references.push({ file, where, image: `${image}:${entry.newTag}` });
      }
    }
  }
  return references;
}

/** The defaults of a Dockerfile's `ARG NAME=value` lines (the first one of each name). */
export function dockerfileArgs(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/^\s*ARG\s+(\w+)=(\S+)\s*$/gim)) {
    values[name] ??= value.replace(/^(["'])(.*)\1$/, '$2');
  }
  return values;
}

/** The `# syntax=` frontend, each `FROM` and each `COPY --from=` that names an image rather than an earlier stage. */
export function dockerfileImages(text: string, file: string): ImageReference[] {
  const args = dockerfileArgs(text);
  const stages = new Set<string>();
  const references: ImageReference[] = [];
  const lines = text.split('\n');
  // Parser directives are the `# name=value` lines at the very top; `syntax` names the frontend image BuildKit pulls.
  for (const line of lines) {
    const directive = /^#\s*(\w+)\s*=\s*(\S+)\s*$/.exec(line);
    if (!directive) break;
    if (directive[1].toLowerCase() === 'syntax') references.push({ file, where: 'syntax', image: directive[2] });
  }
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    const from = /^\s*FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      const image = expand(from[1], args);
      if (image !== 'scratch' && !stages.has(image.toLowerCase())) references.push({ file, where, image });
      if (from[2]) stages.add(from[2].toLowerCase());
      return;
    }
    const copyFrom = /^\s*COPY\s+.*--from=(\S+)/i.exec(line);
    if (copyFrom) {
      const source = expand(copyFrom[1], args);
      if (!/^\d+$/.test(source) && !stages.has(source.toLowerCase())) references.push({ file, where, image: source });
    }
  });
  return references;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'coverage']);
const IS_DOCKERFILE = /^Dockerfile(\..+)?$|\.Dockerfile$/;
const IS_COMPOSE_FILE = /^(docker-)?compose(\..+)?\.ya?ml$/;

function filesUnder(folder: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(path, wanted);
    }
    return wanted(entry.name) ? [path] : [];
  });
}

/**
 * Every image the platform pulls, as named in the repository: the compose files, every manifest under k8s/ (base
 * and overlays), and every Dockerfile, the container test's stand-ins included (they are tagged with the names
 * compose and the Dockerfile use, so those names are what they stand in for).
 */
export function imageReferences(root: string): ImageReference[] {
  const read = (path: string) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') });
  const composeFiles = readdirSync(root)
    .filter((name) => IS_COMPOSE_FILE.test(name))
    .map((name) => read(join(root, name)));
  const manifests = filesUnder(join(root, 'k8s'), (name) => /\.ya?ml$/.test(name)).map(read);
  const dockerfiles = filesUnder(root, (name) => IS_DOCKERFILE.test(name)).map(read);
  return [
    ...composeFiles.flatMap(({ file, text }) => composeImages(text, file)),
    ...manifests.flatMap(({ file, text }) => manifestImages(text, file)),
    ...dockerfiles.flatMap(({ file, text }) => dockerfileImages(text, file)),
  ];
}
