import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type Redis from 'ioredis';
import {
  REDIS,
  revokedTokenKey,
  SESSIONS_ENDED_TTL_SECONDS,
  sessionsEndedKey,
  TOKEN_ISSUER,
  type FarmerClaims,
} from '@seedcorp/libs';
import { CONSENT_NOTICE_VERSION, FARMER_AUDIENCE, type FarmerSession } from '@seedcorp/contracts';
import { AuthConfig } from '../config';
import type { Farmer } from './farmer.entities';

/** What a farmer session's token says of the farmer beside their id. */
export interface FarmerFacts {
  farmer: Pick<Farmer, 'id' | 'name' | 'village' | 'district'>;
  /** The notice version of their live consent, and the language it was read in. */
  consent?: { version: string; language: string };
}

const profileComplete = ({ farmer }: FarmerFacts) => Boolean(farmer.name && farmer.village && farmer.district);

/**
 * Signs farmer session tokens: RS256 with the admins' key but the farmers' own audience and a short life, so no
 * admin call takes one and no farmer call takes an admin's. Their details and consent travel in the token: saving
 * either answers a new session.
 */
@Injectable()
export class FarmerSessionIssuer {
  private readonly jwt: JwtService;

  constructor(
    private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.jwt = new JwtService({
      privateKey: config.jwtPrivateKey(),
      signOptions: { algorithm: 'RS256', issuer: TOKEN_ISSUER, audience: FARMER_AUDIENCE },
    });
  }

  async issue(facts: FarmerFacts): Promise<FarmerSession> {
    const { farmer, consent } = facts;
    const ttl = this.config.FARMER_TOKEN_TTL_SECONDS;
    // A farmer whose sessions were ended within this second signs in just after it, or would be refused at once.
    const ended = Number((await this.redis.get(sessionsEndedKey(farmer.id))) ?? 0);
    const iat = Math.max(Math.floor(Date.now() / 1000), ended + 1);
    const claims: Omit<FarmerClaims, 'sub' | 'jti' | 'exp'> = {
      iat,
      ...(farmer.name ? { name: farmer.name } : {}),
      ...(farmer.village ? { village: farmer.village } : {}),
      ...(farmer.district ? { district: farmer.district } : {}),
      ...(consent ? { consent: consent.version, lang: consent.language } : {}),
    };
    const token = await this.jwt.signAsync(claims, { expiresIn: ttl, subject: farmer.id, jwtid: randomUUID() });
    return {
      token,
      expiresAt: new Date((iat + ttl) * 1000).toISOString(),
      farmer: {
        profileComplete: profileComplete(facts),
        consentVersion: consent?.version ?? null,
        consentCurrent: consent?.version === CONSENT_NOTICE_VERSION,
      },
    };
  }

  async end(claims: FarmerClaims): Promise<void> {
    await this.redis.set(
      revokedTokenKey(claims.jti),
      '1',
      'EX',
      Math.max(1, claims.exp - Math.floor(Date.now() / 1000)),
    );
  }

  /** Every session of the farmer begun until now ends (consent withdrawn). */
  async endAll(farmerId: string): Promise<void> {
    await this.redis.set(
      sessionsEndedKey(farmerId),
      String(Math.floor(Date.now() / 1000)),
      'EX',
      SESSIONS_ENDED_TTL_SECONDS,
    );
  }
}
