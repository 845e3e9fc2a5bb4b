import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  composeImages,
  dockerfileArgs,
  dockerfileImages,
  imageReferences,
  manifestImages,
  unpinned,
  unpinnedReason,
} from './image-pins';

const ROOT = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('third-party images', () => {
  it('are each pinned to one release in compose, the manifests, the Dockerfile and the stand-ins', () => {
    const references = imageReferences(ROOT);
    expect([...new Set(references.map((reference) => reference.file))]).toEqual(
      expect.arrayContaining([
        'docker-compose.yml',
        'k8s/base/media.yaml',
        'k8s/overlays/dev/backing-services.yaml',
        'k8s/overlays/production/kustomization.yaml',
        'Dockerfile',
        'scripts/containers/stand-ins/minio/Dockerfile',
      ]),
    );
    expect(unpinned(references)).toEqual([]);
  });

  it("are the ones the container test stands in for: the key step and MinIO's stand-in use the Dockerfile's node", () => {
    const node = dockerfileArgs(read('Dockerfile')).NODE_IMAGE;
    const keys = composeImages(read('docker-compose.yml')).find((reference) => reference.where === 'keys');
    expect(keys?.image).toBe(node);
    const minioStandIn = 'scripts/containers/stand-ins/minio/Dockerfile';
    expect(dockerfileImages(read(minioStandIn), minioStandIn).map((reference) => reference.image)).toEqual([node]);
  });

  it.each([
    ['minio/minio:latest', 'is tagged latest'],
    ['redis', 'has no tag, so it pulls latest'],
    ['quay.io/minio/minio', 'has no tag, so it pulls latest'],
    ['registry.example:5000/redis', 'has no tag, so it pulls latest'],
    ['node:22-slim', 'is tagged 22-slim, which is no release version'],
    ['nginxinc/nginx-unprivileged:alpine', 'is tagged alpine, which is no release version'],
  ])('finds %s unpinned', (image, reason) => {
    expect(unpinnedReason(image)).toBe(reason);
  });

  it.each([
    'postgres:16.11-alpine',
    'registry.example:5000/redis:7.4.7-alpine',
    'quay.io/minio/minio:RELEASE.2025-09-07T16-13-09Z',
    'node@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    'seedcorp/auth',
    'seedcorp/auth:dev',
    'seedcorp-standin/debian:bookworm',
  ])('takes %s as pinned, or as one of the platform images', (image) => {
    expect(unpinnedReason(image)).toBeUndefined();
  });

  it('finds them in a compose file, resolving variables to their defaults', () => {
    const compose = [
      'services:',
      '  minio: { image: minio/minio:latest }',
      '  redis: { image: redis }',
      '  postgres: { image: "postgres:${POSTGRES_TAG:-16.11-alpine}" }',
      '  cache: { image: "redis:${REDIS_TAG}" }',
      '  auth: { image: "seedcorp/auth:${TAG:-dev}" }',
    ].join('\n');
    expect(unpinned(composeImages(compose))).toEqual([
      'docker-compose.yml (minio): minio/minio:latest is tagged latest',
      'docker-compose.yml (redis): redis has no tag, so it pulls latest',
      'docker-compose.yml (cache): redis: has an empty tag',
    ]);
  });

  it('finds them in every document of a manifest, init containers and kustomize image tags included', () => {
    const manifest = [
      'kind: StatefulSet',
      'metadata: { name: minio }',
      'spec: { template: { spec: { containers: [{ name: minio, image: minio/minio:latest }] } } }',
      '---',
      'kind: Deployment',
      'metadata: { name: redis }',
      'spec:',
      '  template:',
      '    spec:',
      '      initContainers: [{ name: wait, image: busybox }]',
      '      containers: [{ name: redis, image: redis }]',
      '---',
      'kind: Kustomization',
      'images:',
      '  - { name: postgres, newTag: latest }',
      '  - { name: seedcorp/auth, newTag: RELEASE_TAG }',
    ].join('\n');
    expect(unpinned(manifestImages(manifest, 'k8s/overlays/dev/backing-services.yaml'))).toEqual([
      'k8s/overlays/dev/backing-services.yaml (StatefulSet minio): minio/minio:latest is tagged latest',
      'k8s/overlays/dev/backing-services.yaml (Deployment redis): busybox has no tag, so it pulls latest',
      'k8s/overlays/dev/backing-services.yaml (Deployment redis): redis has no tag, so it pulls latest',
      'k8s/overlays/dev/backing-services.yaml (Kustomization): postgres:latest is tagged latest',
    ]);
  });

  it('finds them in a Dockerfile: its syntax frontend, FROM through ARG defaults, and COPY --from an image', () => {
    const dockerfile = [
      '# syntax=docker/dockerfile:1',
      'ARG NODE_IMAGE=node:22-slim',
      'FROM ${NODE_IMAGE} AS deps',
      'FROM deps AS build',
      'COPY --from=deps /app /app',
      'COPY --from=minio/mc /usr/bin/mc /usr/bin/mc',
      'FROM --platform=linux/amd64 redis',
    ].join('\n');
    expect(unpinned(dockerfileImages(dockerfile, 'Dockerfile'))).toEqual([
      'Dockerfile (syntax): docker/dockerfile:1 is tagged 1, which is no release version',
      'Dockerfile (line 3): node:22-slim is tagged 22-slim, which is no release version',
      'Dockerfile (line 6): minio/mc has no tag, so it pulls latest',
      'Dockerfile (line 7): redis has no tag, so it pulls latest',
    ]);
  });
});
