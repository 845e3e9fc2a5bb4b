import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Queued SMS texts carry the code, and Redis holds no code nor number in the clear (the OTP store keeps only an
 * HMAC): what a job holds of them is encrypted with a key derived from a server secret, bound to its job so it
 * cannot be moved to another, and a key naming a number holds its keyed tag instead.
 */
export class SmsJobCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`sms-queue:${secret}`).digest();
  }

  seal(plain: string, jobId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv).setAAD(Buffer.from(jobId));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
  }

  /**
   * A stable name for a number (or a number and an address) in a key or a job id: a keyed HMAC, since a plain
   * hash of a 10-digit number is undone by trying them all.
   */
  tag(text: string): string {
    return createHmac('sha256', this.key).update(`tag:${text}`).digest('base64url').slice(0, 22);
  }

  /** Throws when the text was sealed with another key (the secret changed) or altered. */
  open(sealed: string, jobId: string): string {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv(ALGORITHM, this.key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(jobId));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
