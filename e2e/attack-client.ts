import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { baseUrl } from './e2e-env';

/**
 * The attack suites call from a loopback address of their own: the gateway's and the services' per-address limits
 * (sign-in, feedback) then count this client apart, and the suites that run afterwards from 127.0.0.1 keep theirs.
 */
const ATTACKER_ADDRESS = '127.0.0.66';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request to the gateway exactly as written: the path is sent as it is (no dot segments removed, no encoding
 * undone), which `fetch` would not do. A request the gateway stops reading early still gets its answer.
 */
export function rawRequest(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawAnswer> {
  const gateway = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const call = httpRequest(
      {
        host: gateway.hostname === 'localhost' ? '127.0.0.1' : gateway.hostname,
        port: gateway.port,
        method,
        path,
        localAddress: ATTACKER_ADDRESS,
        headers: { ...(body ? { 'Content-Length': String(body.length) } : {}), ...options.headers },
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    call.on('timeout', () => call.destroy(new Error(`${method} ${path} hung`)));
    // The gateway may answer and close before the whole body is sent: the answer is what counts.
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    call.end(body);
  });
}

/** Runs `work` over `items`, `concurrency` at a time, keeping the order of the results. */
export async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}
