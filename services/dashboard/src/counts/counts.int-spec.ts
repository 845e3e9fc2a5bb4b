import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_COUNTS_PATH, type NamedCount } from '@seedcorp/contracts';
import { generateTestKeyPair, pollUntil, startTestService, type TestService } from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { DashboardConfig } from '../config';
import { COUNT_OWNERS, type CountOwner } from './count-owners';
import { CountsService } from './counts.service';

const keys = generateTestKeyPair();

interface ScriptedAnswer {
  counts: NamedCount[];
  delayMs: number;
  /** Answers 503, as an owner still starting or down. */
  unavailable?: boolean;
}

/** The media service's next answers, in order; once used up (and at boot) it answers zero at once. */
const script: ScriptedAnswer[] = [];

function media(): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== INTERNAL_COUNTS_PATH) {
      response.writeHead(404).end();
      return;
    }
    const { counts, delayMs, unavailable } = script.shift() ?? { counts: [], delayMs: 0 };
    setTimeout(() => {
      response.writeHead(unavailable ? 503 : 200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(
          unavailable
            ? { status: 503, message: 'Service unavailable.' }
            : { status: 200, message: 'Counts fetched.', data: counts },
        ),
      );
    }, delayMs);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('dashboard counts', () => {
  let service: TestService<DashboardConfig>;
  let owner: Server;

  beforeAll(async () => {
    owner = await media();
    service = await startTestService(AppModule, DashboardConfig, {
      name: 'counts',
      publicKey: keys.publicKey,
      env: {
        MEDIA_INTERNAL_URL: `http://127.0.0.1:${(owner.address() as AddressInfo).port}`,
        NOTIFICATIONS_INTERNAL_URL: 'http://127.0.0.1:9',
        DIRECTORIES_INTERNAL_URL: 'http://127.0.0.1:9',
        CONTENT_INTERNAL_URL: 'http://127.0.0.1:9',
      },
    });
  });

  afterAll(async () => {
    await service.close();
    await new Promise((resolve) => owner.close(resolve));
  });

  it('keeps the numbers of the fetch that started last when two fetches of one list overlap', async () => {
    const counts = service.app.get(CountsService);
    const gallery = service.app.get<CountOwner[]>(COUNT_OWNERS).find((candidate) => candidate.source === 'media');
    expect(gallery).toBeDefined();
    // The first fetch's answer (the older numbers) arrives after the second's.
    script.push(
      { counts: [{ name: 'Photo Gallery', count: 1 }], delayMs: 400 },
      { counts: [{ name: 'Photo Gallery', count: 2 }], delayMs: 0 },
    );
    const fetches = [counts.reconcile(gallery as CountOwner), counts.reconcile(gallery as CountOwner)];
    expect(await Promise.all(fetches)).toEqual([true, true]);
    const shown = (await counts.current()).galleryCounts.find((entry) => entry.name === 'Photo Gallery');
    expect(shown?.count).toBe(2);
  });

  it('asks an owner it could not reach again shortly, without waiting for an event or the period', async () => {
    const counts = service.app.get(CountsService);
    const gallery = service.app.get<CountOwner[]>(COUNT_OWNERS).find((candidate) => candidate.source === 'media');
    script.push(
      { counts: [], delayMs: 0, unavailable: true },
      { counts: [{ name: 'Photo Gallery', count: 7 }], delayMs: 0 },
    );
    expect(await counts.reconcile(gallery as CountOwner)).toBe(false);
    const shown = await pollUntil(
      async () => (await counts.current()).galleryCounts.find((entry) => entry.name === 'Photo Gallery')?.count,
      (count) => count === 7,
      5000,
    );
    expect(shown).toBe(7);
  });
});
