import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for tests that set up and use passkeys without a browser: P-256 (ES256)
 * keys, attestation 'none', and the answers a browser hands the page, in the JSON form @simplewebauthn/browser
 * gives them. Written apart from the server's verifier, so that the two check each other.
 */

/** What the authenticator reads of creation options (`passkeyStart`'s answer). */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
  excludeCredentials?: { id: string }[];
}

/** What it reads of request options (`options.passkeyRequest`, `stepUpPasskeyOptions`). */
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
}

export interface AuthenticationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle: string };
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
}

/** How one use goes. */
export interface Gesture {
  /** The user unlocked the authenticator (PIN, fingerprint): the UV flag. Default true. */
  userVerified?: boolean;
  /** The signature counter reported this once (as a cloned authenticator would); by default one more than the last. */
  signCount?: number;
  /** The page's origin, as the browser writes it into the client data; by default the authenticator's. */
  origin?: string;
}

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  signCount: number;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, ec2: 2, es256: -7, p256: 1 };

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const base64url = (data: Buffer) => data.toString('base64url');

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

/** The CBOR (RFC 8949) the authenticator data and the attestation object need: integers, strings, bytes, maps. */
function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = [...value.entries()].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

function cborHead(major: number, argument: number): Buffer {
  if (argument < 24) return Buffer.from([(major << 5) | argument]);
  if (argument < 0x100) return Buffer.from([(major << 5) | 24, argument]);
  const head = Buffer.alloc(argument < 0x10000 ? 3 : 5);
  head[0] = (major << 5) | (argument < 0x10000 ? 25 : 26);
  if (argument < 0x10000) head.writeUInt16BE(argument, 1);
  else head.writeUInt32BE(argument, 1);
  return head;
}

function authenticatorData(rpId: string, flags: number, signCount: number, attested?: Buffer): Buffer {
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(signCount);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
}

function coseKey(privateKey: KeyObject): Buffer {
  const jwk = privateKey.export({ format: 'jwk' });
  return cbor(
    new Map<CborValue, CborValue>([
      [COSE.kty, COSE.ec2],
      [COSE.alg, COSE.es256],
      [COSE.crv, COSE.p256],
      [COSE.x, Buffer.from(jwk.x as string, 'base64url')],
      [COSE.y, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  );
}

export class SoftwareAuthenticator {
  private readonly credentials: Credential[] = [];

  /** `origin`: the page the admin app runs on, e.g. the gateway's address. */
  constructor(private readonly origin: string) {}

  /** The ids (base64url) of the passkeys it holds, oldest first. */
  get credentialIds(): string[] {
    return this.credentials.map((credential) => base64url(credential.id));
  }

  /** Makes a passkey for creation options, as `navigator.credentials.create` answers. */
  register(options: unknown, gesture: Gesture = {}): RegistrationAnswer {
    const creation = options as CreationOptions;
    if (typeof creation?.challenge !== 'string') throw new Error('not WebAuthn creation options');
    const rpId = creation.rp.id ?? new URL(this.origin).hostname;
    const excluded = new Set((creation.excludeCredentials ?? []).map((credential) => credential.id));
    if (this.credentials.some((credential) => credential.rpId === rpId && excluded.has(base64url(credential.id)))) {
      throw new Error('InvalidStateError: the authenticator holds an excluded credential');
    }
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: Credential = {
      id: randomBytes(32),
      privateKey,
      rpId,
      userHandle: creation.user.id,
      signCount: gesture.signCount ?? 0,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, coseKey(privateKey)]);
    const flags = this.flags(gesture) | FLAG_ATTESTED_DATA;
    const authData = authenticatorData(rpId, flags, credential.signCount, attested);
    const attestationObject = cbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.credentials.push(credential);
    return {
      id: base64url(credential.id),
      rawId: base64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', creation.challenge, gesture),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * Signs request options with a passkey they allow (`credentialId`, or the first it holds), as
   * `navigator.credentials.get` answers.
   */
  authenticate(options: unknown, gesture: Gesture & { credentialId?: string } = {}): AuthenticationAnswer {
    const request = options as RequestOptions;
    if (typeof request?.challenge !== 'string') throw new Error('not WebAuthn request options');
    const rpId = request.rpId ?? new URL(this.origin).hostname;
    const allowed = request.allowCredentials?.map((credential) => credential.id);
    const credential = this.credentials.find(
      (candidate) =>
        candidate.rpId === rpId &&
        (gesture.credentialId === undefined || base64url(candidate.id) === gesture.credentialId) &&
        (!allowed?.length || allowed.includes(base64url(candidate.id))),
    );
    if (!credential) throw new Error('NotAllowedError: no passkey of this authenticator is allowed');
    if (gesture.signCount === undefined) credential.signCount += 1;
    const authData = authenticatorData(rpId, this.flags(gesture), gesture.signCount ?? credential.signCount);
    const clientDataJSON = this.clientData('webauthn.get', request.challenge, gesture);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    return {
      id: base64url(credential.id),
      rawId: base64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: base64url(authData),
        // ES256 signatures travel DER-encoded, which is node's default for EC keys.
        signature: base64url(sign('sha256', signed, credential.privateKey)),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private flags(gesture: Gesture): number {
    return FLAG_USER_PRESENT | (gesture.userVerified === false ? 0 : FLAG_USER_VERIFIED);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, gesture: Gesture): string {
    const origin = gesture.origin ?? this.origin;
    return base64url(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }
}
