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

/** What a challenge is for: one is kept per admin and ceremony, so a set-up, a sign-in and a step-up never cross. */
export type PasskeyCeremony = 'register' | 'sign-in' | 'step-up';

/** How long the browser may take to answer, and so how long its challenge is kept. */
const CHALLENGE_SECONDS = 5 * 60;
const challengeKey = (ceremony: PasskeyCeremony, adminId: string) => `mfa:passkey-challenge:${ceremony}:${adminId}`;

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

/** The origin the browser wrote into the answer; the verifier compares it with what is allowed. */
function answerOrigin(answer: CredentialAnswer): string | undefined {
  try {
    const clientData = JSON.parse(Buffer.from(answer.response.clientDataJSON, 'base64url').toString('utf8')) as {
      origin?: unknown;
    };
    return typeof clientData.origin === 'string' ? clientData.origin : undefined;
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
      if (!verified) return this.refused('register', 'not verified');
      const { credential } = registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      };
    } catch (error) {
      return this.refused('register', (error as Error).message);
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
    if (!passkey) return this.refused(ceremony, 'not a passkey of this admin');
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
      if (!verified) return this.refused(ceremony, 'not verified');
      // Only from the counter just checked: of two answers verified at once, one moves it.
      const stored = await this.passkeys.update(
        { id: passkey.id, counter: passkey.counter },
        { counter: authenticationInfo.newCounter, lastUsedAt: new Date() },
      );
      if (stored.affected !== 1) return this.refused(ceremony, 'counter moved meanwhile');
      return passkey;
    } catch (error) {
      return this.refused(ceremony, (error as Error).message);
    }
  }

  private async keepChallenge(ceremony: PasskeyCeremony, adminId: string, challenge: string): Promise<void> {
    await this.redis.set(challengeKey(ceremony, adminId), challenge, 'EX', CHALLENGE_SECONDS);
  }

  /** Single use: taken and deleted at once, whether the answer then passes or not. */
  private takeChallenge(ceremony: PasskeyCeremony, adminId: string): Promise<string | null> {
    return this.redis.getdel(challengeKey(ceremony, adminId));
  }

  /**
   * The answer to the ceremony's challenge, which is taken (single use) first; null, the refusal logged, when none was
   * outstanding or the answer is not shaped like a credential.
   */
  private async challenged(
    ceremony: PasskeyCeremony,
    adminId: string,
    answer: unknown,
  ): Promise<{ answer: CredentialAnswer; challenge: string } | null> {
    const challenge = await this.takeChallenge(ceremony, adminId);
    if (!challenge) return this.refused(ceremony, 'no challenge outstanding');
    if (!isCredentialAnswer(answer)) return this.refused(ceremony, 'not a credential answer');
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
    const origin = answerOrigin(answer);
    return origin && LOCAL_ORIGIN.test(origin) ? [origin] : [];
  }

  /** Logs why (for an operator whose origins are set wrong), and answers null. */
  private refused(ceremony: PasskeyCeremony, reason: string): null {
    this.logger.warn({ event: 'passkey-refused', ceremony, reason }, `passkey ${ceremony} refused`);
    return null;
  }
}
