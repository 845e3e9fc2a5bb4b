import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { signAdminToken } from '@seedcorp/testing/test-keys';
import { stackSettings } from '../stack/stack-settings';
import { answerHelp } from '../../libs/src/core/command-help';

/**
 * `npm run bench:media` against a running `npm start` stack: upload latency for 200 KB and
 * ~2 MB images, the media service's memory (peak and settled) across uploads of images that
 * are small in bytes but huge in pixels, and requests per second of the public image list
 * through nginx. BENCH_BASE_URL, BENCH_UPLOADS and BENCH_SECONDS tune it.
 */
const settings = stackSettings();
const baseUrl = process.env.BENCH_BASE_URL ?? `http://localhost:${settings.gatewayPort}`;
const uploadsPerSize = Number(process.env.BENCH_UPLOADS ?? 20);
const listSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const listConcurrency = 8;

function noisyPng(bytes: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A 16-bit PNG of one colour: a few hundred KB however many pixels it holds. */
function flatPng16(side: number): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: { r: 10, g: 200, b: 30 } } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function mediaRssMb(): number {
  const processes = JSON.parse(readFileSync(join(settings.dataDir, 'processes.json'), 'utf8')) as Record<
    string,
    { pid: number }
  >;
  const status = readFileSync(`/proc/${processes.media.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
}

async function memoryUnderLargeImages(label: string, image: Buffer, token: string): Promise<string[]> {
  const before = mediaRssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, mediaRssMb())), 25);
  const keys: string[] = [];
  const answers = new Map<string, number>();
  const started = performance.now();
  for (let run = 0; run < 10; run += 1) {
    const form = new FormData();
    form.append('location', 'Photo Gallery');
    form.append('file', new Blob([image], { type: 'image/png' }), 'large.png');
    const response = await fetch(`${baseUrl}/api/v1/files/uploadFile`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as { status: number; message: string; data?: { key: string } };
    answers.set(body.message, (answers.get(body.message) ?? 0) + 1);
    if (body.data) keys.push(body.data.key);
  }
  const elapsed = (performance.now() - started) / 10;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  process.stdout.write(
    `media memory, 10 uploads of ${label} (${Math.round(image.length / 1024)} KB), ${elapsed.toFixed(0)} ms each: ` +
      `RSS before ${before} MB, peak ${peak} MB, settled (10 s later) ${mediaRssMb()} MB; ` +
      `answers: ${[...answers].map(([message, count]) => `${count}x "${message}"`).join(', ')}\n`,
  );
  return keys;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function timeUploads(label: string, image: Buffer, token: string): Promise<string[]> {
  const timings: number[] = [];
  const keys: string[] = [];
  for (let run = 0; run < uploadsPerSize; run += 1) {
    const form = new FormData();
    form.append('location', 'Photo Gallery');
    form.append('file', new Blob([image], { type: 'image/png' }), 'bench.png');
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/files/uploadFile`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as { status: number; message: string; data?: { key: string } };
    timings.push(performance.now() - started);
    if (body.status !== 200 || !body.data) throw new Error(`upload failed: ${body.message}`);
    keys.push(body.data.key);
  }
  timings.sort((a, b) => a - b);
  const kb = Math.round(image.length / 1024);
  process.stdout.write(
    `upload ${label} (${kb} KB) x${uploadsPerSize}: median ${percentile(timings, 0.5).toFixed(1)} ms, p95 ${percentile(timings, 0.95).toFixed(1)} ms\n`,
  );
  return keys;
}

async function listThroughput(includeFile: boolean): Promise<void> {
  const until = performance.now() + listSeconds * 1000;
  let done = 0;
  let failed = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const response = await fetch(`${baseUrl}/api/v1/files/web/getImages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ location: 'Photo Gallery', includeFile }),
      });
      await response.arrayBuffer();
      if (response.status === 200) done += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: listConcurrency }, worker));
  process.stdout.write(
    `public list (includeFile ${includeFile}), ${listConcurrency} connections, ${listSeconds} s: ` +
      `${(done / listSeconds).toFixed(1)} requests/s (${failed} non-200)\n`,
  );
}

const USAGE = `usage: npm run bench:media   (against a running \`npm start\` stack)\n  upload latency, the media service's memory and the image list's throughput\n  BENCH_BASE_URL, BENCH_UPLOADS, BENCH_SECONDS tune it`;

async function main(): Promise<void> {
  answerHelp(USAGE);
  const token = signAdminToken(readFileSync(join(settings.dataDir, 'keys', 'jwt-private.pem'), 'utf8'), {
    expiresInSeconds: 3600,
  });
  const keys = [
    ...(await timeUploads('200 KB', await noisyPng(200 * 1024), token)),
    ...(await timeUploads('2 MB', await noisyPng(1.95 * 1024 * 1024), token)),
    ...(await memoryUnderLargeImages('a 6300 x 6300 16-bit PNG', await flatPng16(6300), token)),
    ...(await memoryUnderLargeImages(
      'a 4800 x 4800 16-bit PNG (23 MP, under the limit)',
      await flatPng16(4800),
      token,
    )),
  ];
  await listThroughput(false);
  await listThroughput(true);
  for (const key of keys) {
    await fetch(`${baseUrl}/api/v1/files/deleteImage`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ key }),
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
