import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface KeyFiles {
  privateKeyFile: string;
  publicKeyFile: string;
}

/** A development RS256 key pair under the data directory, made once. */
export function ensureDevKeys(dataDir: string): KeyFiles {
  const dir = join(dataDir, 'keys');
  const files = { privateKeyFile: join(dir, 'jwt-private.pem'), publicKeyFile: join(dir, 'jwt-public.pem') };
  if (existsSync(files.privateKeyFile) && existsSync(files.publicKeyFile)) return files;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  writeFileSync(files.privateKeyFile, privateKey, { mode: 0o600 });
  writeFileSync(files.publicKeyFile, publicKey, { mode: 0o644 });
  return files;
}
