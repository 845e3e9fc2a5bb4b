import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { REDIS } from '@seedcorp/libs';
import { type PasskeyOptionsJSON } from '@seedcorp/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type Redis from 'ioredis';
import type { Repository } from 'typeorm';
import type { Admin } from '../admins/admin.entity';
import { AuthConfig } from '../config';
import { maskMobile } from '../login/login-rules';
import { AdminPasskey } from './factor.entities';
import { LOCAL_ORIGIN } from './webauthn-origins';

/** What a challenge is for: they are kept per admin and ceremony, so a set-up, a sign-in and a step-up never cross. */
export type PasskeyCeremony = 'register' | 'sign-in' | 'step-up';

/** How long the browser may take to answer, and so how long its challenge is kept. */
const CHALLENGE_SECONDS = 5 * 60;
/**
 * The challenges of one admin and ceremony that may be answered at once: options asked for twice (two tabs, or a
 * screen that asked again while the first answer was on its way) each stay answerable, the newest few of them.
 */
const OUTSTANDING_CHALLENGES = 5;
/** A sorted set of the outstanding challenges, each scored by the moment it expires. */
const challengeKey = (ceremony: PasskeyCeremony, adminId: string) => `mfa:passkey-challenges:${ceremony}:${adminId}`;

/** A passkey whose set-up answer was verified, to be stored under a name. */
export type VerifiedPasskey = Pick<AdminPasskey, 'credentialId' | 'publicKey' | 'counter' | 'transports'>;

/** The browser's answer, shaped enough to hand to the verifier (which checks the rest and throws on anything off). */
interface CredentialAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string };
}

function isCredentialAnswer(value: unknown): value is CredentialAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  const response = answer.response as Record<string, unknown> | null | undefined;
  return (
    typeof answer.id === 'string' &&
    typeof answer.rawId === 'string' &&
    answer.type === 'public-key' &&
    typeof response === 'object' &&
    response !== null &&
    typeof response.clientDataJSON === 'string'
  );
}

/** A field the browser wrote into the answer's client data (its origin, the challenge it signed), if it is text. */
function clientDataField(answer: CredentialAnswer, field: 'origin' | 'challenge'): string | undefined {
  try {
    const clientData = JSON.parse(Buffer.from(answer.response.clientDataJSON, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const value = clientData[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The WebAuthn relying party (verified by @simplewebauthn/server): options with a single-use challenge kept in
 * Redis, and the checks of the browser's answers, user verification required. The counter a passkey reports must
 * grow from one use to the next wherever either value is non-zero (synced passkeys report zero throughout); a
 * counter that did not grow marks a cloned authenticator or a replayed answer, and is refused.
 */
@Injectable()
export class PasskeyRelyingParty {
  private readonly logger = new Logger('Passkeys');

  constructor(
    @InjectRepository(AdminPasskey) private readonly passkeys: Repository<AdminPasskey>,
    private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Creation options for a new passkey of `admin`; the ones they have already are excluded. */
  async registrationOptions(admin: Admin): Promise<PasskeyOptionsJSON> {
    const existing = await this.passkeys.findBy({ adminId: admin.id });
    const options = await generateRegistrationOptions({
      rpName: this.config.WEBAUTHN_RP_NAME,
      rpID: this.config.WEBAUTHN_RP_ID,
      // The same handle for every passkey of an admin: an authenticator keeps one of them per admin, not a pile.
      userID: new TextEncoder().encode(admin.id),
      userName: maskMobile(admin.mobile),
      userDisplayName: admin.name,
      timeout: CHALLENGE_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    await this.keepChallenge('register', admin.id, options.challenge);
    return options;
  }

  /** The set-up answer, verified against the challenge of `registrationOptions`; null when refused. */
  async register(adminId: string, answer: unknown): Promise<VerifiedPasskey | null> {
    const challenged = await this.challenged('register', adminId, answer);
    if (!challenged) return null;
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response: challenged.answer as unknown as RegistrationResponseJSON,
        ...this.expected(challenged),
      });
      if (!verified) return this.refused('register', adminId, 'not verified');
      const { credential } = registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      };
    } catch (error) {
      return this.refused('register', adminId, (error as Error).message);
    }
  }

  /** Request options naming the admin's passkeys, for a sign-in or a step-up. */
  async authenticationOptions(adminId: string, ceremony: Exclude<PasskeyCeremony, 'register'>) {
    const passkeys = await this.passkeys.findBy({ adminId });
    const options = await generateAuthenticationOptions({
      rpID: this.config.WEBAUTHN_RP_ID,
      allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      userVerification: 'required',
      timeout: CHALLENGE_SECONDS * 1000,
    });
    await this.keepChallenge(ceremony, adminId, options.challenge);
    return options;
  }

  /**
   * An answer to `authenticationOptions`, by one of the admin's passkeys: the passkey, its counter and last use
   * stored, or null when refused.
   */
  async authenticate(
    adminId: string,
    ceremony: Exclude<PasskeyCeremony, 'register'>,
    answer: unknown,
  ): Promise<AdminPasskey | null> {
    const challenged = await this.challenged(ceremony, adminId, answer);
    if (!challenged) return null;
    const passkey = await this.passkeys.findOneBy({ adminId, credentialId: challenged.answer.id });
    if (!passkey) return this.refused(ceremony, adminId, 'not a passkey of this admin');
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response: challenged.answer as unknown as AuthenticationResponseJSON,
        ...this.expected(challenged),
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
      });
      if (!verified) return this.refused(ceremony, adminId, 'not verified');
      // Only from the counter just checked: of two answers verified at once, one moves it.
      const stored = await this.passkeys.update(
        { id: passkey.id, counter: passkey.counter },
        { counter: authenticationInfo.newCounter, lastUsedAt: new Date() },
      );
      if (stored.affected !== 1) return this.refused(ceremony, adminId, 'counter moved meanwhile');
      return passkey;
    } catch (error) {
      return this.refused(ceremony, adminId, (error as Error).message);
    }
  }

  /** Kept with the others outstanding, the expired ones dropped and only the newest few kept. */
  private async keepChallenge(ceremony: PasskeyCeremony, adminId: string, challenge: string): Promise<void> {
    const key = challengeKey(ceremony, adminId);
    const now = Date.now();
    await this.redis
      .multi()
      .zadd(key, now + CHALLENGE_SECONDS * 1000, challenge)
      .zremrangebyscore(key, '-inf', now)
      .zremrangebyrank(key, 0, -OUTSTANDING_CHALLENGES - 1)
      .expire(key, CHALLENGE_SECONDS)
      .exec();
  }

  /** Single use: the challenge taken in the same step that finds it outstanding, so two answers cannot both pass. */
  private async takeChallenge(ceremony: PasskeyCeremony, adminId: string, challenge: string): Promise<boolean> {
    const key = challengeKey(ceremony, adminId);
    const [score, removed] = ((await this.redis.multi().zscore(key, challenge).zrem(key, challenge).exec()) ?? []).map(
      ([error, value]) => (error ? null : value),
    );
    return removed === 1 && Number(score) > Date.now();
  }

  /**
   * The answer to one of the ceremony's outstanding challenges, which is taken (single use) first; null, the refusal
   * logged (and every outstanding challenge spent), when it answers none or is not shaped like a credential.
   */
  private async challenged(
    ceremony: PasskeyCeremony,
    adminId: string,
    answer: unknown,
  ): Promise<{ answer: CredentialAnswer; challenge: string } | null> {
    const challenge = isCredentialAnswer(answer) ? clientDataField(answer, 'challenge') : undefined;
    if (!isCredentialAnswer(answer) || !challenge) return this.refused(ceremony, adminId, 'not a credential answer');
    if (!(await this.takeChallenge(ceremony, adminId, challenge))) {
      return this.refused(ceremony, adminId, 'no such challenge outstanding');
    }
    return { answer, challenge };
  }

  /** What the verifier must find in an answer, whatever the ceremony: the challenge, an allowed origin, our id. */
  private expected({ answer, challenge }: { answer: CredentialAnswer; challenge: string }) {
    return {
      expectedChallenge: challenge,
      expectedOrigin: this.expectedOrigins(answer),
      expectedRPID: this.config.WEBAUTHN_RP_ID,
      requireUserVerification: true,
    };
  }

  /** The configured origins; outside production without them, the local address the answer names, if local. */
  private expectedOrigins(answer: CredentialAnswer): string[] {
    const configured = this.config.webauthnOrigins();
    if (configured.length > 0) return configured;
    const origin = clientDataField(answer, 'origin');
    return origin && LOCAL_ORIGIN.test(origin) ? [origin] : [];
  }

  /**
   * Logs why (for an operator whose origins are set wrong), spends every outstanding challenge of the ceremony (the
   * next try asks for new options), and answers null.
   */
  private async refused(ceremony: PasskeyCeremony, adminId: string, reason: string): Promise<null> {
    this.logger.warn({ event: 'passkey-refused', ceremony, reason }, `passkey ${ceremony} refused`);
    await this.redis.del(challengeKey(ceremony, adminId));
    return null;
  }
}
