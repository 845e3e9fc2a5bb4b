import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type S3rver from 's3rver';
import { startEmbeddedS3 } from '@seedcorp/stack/embedded-s3';

export interface StoppableS3 {
  endpoint: string;
  /** An outage: the server stops answering, its objects kept. */
  stop(): Promise<void>;
  /** The end of the outage: the same port and the same objects. */
  restart(): Promise<void>;
  dispose(): Promise<void>;
}

/** An S3 server of one test's own, which the test can take down and bring back (the shared one stays up). */
export async function startStoppableS3(): Promise<StoppableS3> {
  const directory = mkdtempSync(join(tmpdir(), 'seedcorp-s3-outage-'));
  const run = (port: number) => startEmbeddedS3(directory, port);
  let current: { server: S3rver; port: number } | undefined = await run(0);
  const port = current.port;
  const stop = async () => {
    await current?.server.close();
    current = undefined;
  };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop,
    async restart() {
      current = await run(port);
    },
    async dispose() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
