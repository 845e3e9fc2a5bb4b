import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RotatingLogFile } from './rotating-log';

describe('RotatingLogFile', () => {
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'seedcorp-log-'));
  });

  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  const writeLines = async (log: RotatingLogFile, count: number) => {
    for (let line = 0; line < count; line += 1) {
      await new Promise<void>((resolve, reject) =>
        log.write(`${String(line).padStart(9, '0')}\n`, (error) => (error ? reject(error) : resolve())),
      );
    }
  };

  it('moves a full file aside, keeps only the newest ones, and never grows past its limit', async () => {
    const file = join(directory, 'media.log');
    const log = new RotatingLogFile(file, { maxBytes: 100, keep: 2 });
    await writeLines(log, 50);
    await new Promise<void>((resolve) => log.end(resolve));
    expect(statSync(file).size).toBeLessThanOrEqual(100);
    expect(statSync(`${file}.1`).size).toBeLessThanOrEqual(100);
    expect(existsSync(`${file}.2`)).toBe(true);
    expect(existsSync(`${file}.3`)).toBe(false);
    expect(readFileSync(file, 'utf8').trimEnd().split('\n').pop()).toBe('000000049');
  });
});
