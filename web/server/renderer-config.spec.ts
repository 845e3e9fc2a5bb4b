import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RENDERER_NODE_OPTIONS } from './renderer-config';

describe("the renderer's heap limits", () => {
  it('are the image’s as well as the local runner’s', () => {
    const dockerfile = readFileSync(join(__dirname, '..', '..', 'Dockerfile'), 'utf8');
    const stage = dockerfile.slice(dockerfile.indexOf(' AS site-renderer'));
    expect(stage.slice(0, stage.indexOf('\nFROM '))).toContain(`ENV NODE_OPTIONS="${RENDERER_NODE_OPTIONS}"`);
  });
});
