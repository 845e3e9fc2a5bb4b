import { closeSync, existsSync, fstatSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { Writable } from 'node:stream';

export interface Rotation {
  /** A file larger than this is moved aside and a new one started. */
  maxBytes: number;
  /** How many moved-aside files (`name.1` newest … `name.<keep>`) are kept. */
  keep: number;
}

export const LOG_ROTATION: Rotation = { maxBytes: 10 * 1024 * 1024, keep: 3 };

/** Moves `file` to `file.1` (shifting the older ones, dropping the oldest). */
export function shiftLogFiles(file: string, keep: number): void {
  rmSync(`${file}.${keep}`, { force: true });
  for (let index = keep - 1; index >= 1; index -= 1) {
    if (existsSync(`${file}.${index}`)) renameSync(`${file}.${index}`, `${file}.${index + 1}`);
  }
  if (existsSync(file)) renameSync(file, `${file}.1`);
}

/**
 * A log file that rotates itself by size, so a long-running local stack never fills the disk
 * (a busy service writes hundreds of megabytes a day).
 */
export class RotatingLogFile extends Writable {
  private fd: number;
  private size: number;

  constructor(
    private readonly file: string,
    private readonly rotation: Rotation = LOG_ROTATION,
  ) {
    super();
    this.fd = openSync(file, 'a');
    this.size = fstatSync(this.fd).size;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    try {
      if (this.size > 0 && this.size + chunk.length > this.rotation.maxBytes) this.rotate();
      writeSync(this.fd, chunk);
      this.size += chunk.length;
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _final(callback: (error?: Error | null) => void): void {
    closeSync(this.fd);
    callback();
  }

  private rotate(): void {
    closeSync(this.fd);
    shiftLogFiles(this.file, this.rotation.keep);
    this.fd = openSync(this.file, 'a');
    this.size = 0;
  }
}
