import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A sealed key that this sealing key cannot open: sealed before the signing key was rotated, or altered. */
export class UnreadableSecret extends Error {}

/**
 * Authenticator keys are kept sealed (AES-256-GCM) so a database dump alone does not let anyone make codes. The
 * sealing key is derived from the token signing key, which the service holds anyway: rotating that key means the
 * admins set up their authenticator apps again, which the reset covers.
 */
export class SecretSealer {
  private readonly key: Buffer;

  constructor(signingKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', signingKey, 'seedcorp-auth', 'totp-secret-seal', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  open(sealed: string): string {
    try {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      throw new UnreadableSecret('The sealed key does not open with this sealing key');
    }
  }
}
