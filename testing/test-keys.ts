import { generateKeyPairSync, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type FarmerClaims, type TokenClaims } from '@seedcorp/libs';
import { CONSENT_NOTICE_VERSION, DEFAULT_ADMIN_ROLE, FARMER_AUDIENCE } from '@seedcorp/contracts';

export interface TestKeyPair {
  publicKey: string;
  privateKey: string;
}

export function generateTestKeyPair(): TestKeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** An admin token as the auth service would sign it; options let a test make it expired or odd. */
export function signAdminToken(
  privateKey: string,
  options: {
    expiresInSeconds?: number;
    jti?: string;
    subject?: string;
    algorithm?: jwt.Algorithm;
    /** Claims the auth service adds (role, name, idle timeout, step-up age, whether the admin has a second factor). */
    claims?: Partial<Pick<TokenClaims, 'role' | 'name' | 'idle' | 'reauth' | 'factor'>>;
  } = {},
): string {
  return jwt.sign({ role: DEFAULT_ADMIN_ROLE, ...options.claims }, privateKey, {
    algorithm: options.algorithm ?? 'RS256',
    expiresIn: options.expiresInSeconds ?? 300,
    jwtid: options.jti ?? randomUUID(),
    subject: options.subject ?? randomUUID(),
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
  });
}

/**
 * A farmer session token as the auth service would sign it: by default a farmer who agreed to the current notice
 * and gave their details; `claims` replaces them (`{}` for a farmer who has done neither).
 */
export function signFarmerToken(
  privateKey: string,
  options: {
    subject?: string;
    expiresInSeconds?: number;
    jti?: string;
    claims?: Partial<Pick<FarmerClaims, 'name' | 'village' | 'district' | 'consent' | 'lang'>>;
  } = {},
): string {
  const claims = options.claims ?? {
    name: 'Test Farmer',
    village: 'Test Village',
    district: 'Hisar',
    consent: CONSENT_NOTICE_VERSION,
    lang: 'en',
  };
  return jwt.sign(claims, privateKey, {
    algorithm: 'RS256',
    expiresIn: options.expiresInSeconds ?? 300,
    jwtid: options.jti ?? randomUUID(),
    subject: options.subject ?? randomUUID(),
    issuer: TOKEN_ISSUER,
    audience: FARMER_AUDIENCE,
  });
}
