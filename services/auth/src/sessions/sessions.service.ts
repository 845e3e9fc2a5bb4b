import { createHash, createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import {
  ApiError,
  REDIS,
  revokedTokenKey,
  sessionLastUsedKey,
  sessionsEndedKey,
  type TokenClaims,
} from '@seedcorp/libs';
import { SESSION_MESSAGES, type AdminSession } from '@seedcorp/contracts';
import { AdminRegistry } from '../admins/admin-registry';
import { AuthConfig } from '../config';
import { LoginAudit } from '../login/login-audit';
import { browserName } from './browser-name';
import { adminSessionsKey, SessionIssuer, sessionKey } from './session-issuer';

/** A session every service's guard still lets through, as Redis keeps it. */
interface LiveSession {
  jti: string;
  /** Epoch milliseconds, as are the times below. */
  expiresAt: number;
  startedAt: number;
  lastUsedAt: number;
  ip: string;
  userAgent: string;
}

/** The characters of an HMAC-SHA256 (base64url) kept as a session's id: 132 bits. */
const SESSION_ID_LENGTH = 22;

/**
 * The signed-in admin's own sessions: listed as the guard sees them (revoked, idle and expired ones left out) and
 * ended one by one. A session is named by an HMAC of its token id, so the list never hands a token id out.
 */
@Injectable()
export class SessionsService {
  private readonly idKey: Buffer;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly issuer: SessionIssuer,
    private readonly admins: AdminRegistry,
    private readonly audit: LoginAudit,
    private readonly config: AuthConfig,
  ) {
    // Derived from the signing key: secret, stable across restarts and replicas, no extra variable.
    this.idKey = createHash('sha256').update(`session-id:${config.jwtPrivateKey()}`).digest();
  }

  async list(claims: TokenClaims): Promise<AdminSession[]> {
    const sessions = await this.liveSessions(claims.sub);
    return sessions
      .sort((a, b) => b.startedAt - a.startedAt)
      .map((session) => ({
        id: this.idOf(session.jti),
        browser: browserName(session.userAgent),
        address: session.ip,
        startedAt: new Date(session.startedAt).toISOString(),
        lastUsedAt: new Date(session.lastUsedAt).toISOString(),
        expiresAt: new Date(session.expiresAt).toISOString(),
        current: session.jti === claims.jti,
      }));
  }

  /** Ends one of the admin's own live sessions; any other id, another admin's included, is not found. */
  async end(claims: TokenClaims, id: string, ip: string): Promise<void> {
    const session = (await this.liveSessions(claims.sub)).find((candidate) => this.idOf(candidate.jti) === id);
    if (!session) throw ApiError.notFound(SESSION_MESSAGES.notFound);
    await this.issuer.endSession(session.jti, Math.ceil(session.expiresAt / 1000));
    const admin = await this.admins.findById(claims.sub);
    await this.audit.record(
      'session-ended',
      admin?.mobile ?? '',
      ip,
      `${browserName(session.userAgent)} at ${session.ip}`,
    );
  }

  private idOf(jti: string): string {
    return createHmac('sha256', this.idKey).update(jti).digest('base64url').slice(0, SESSION_ID_LENGTH);
  }

  /** The admin's sessions whose tokens the guard would accept now: the same checks, read in one round trip. */
  private async liveSessions(adminId: string): Promise<LiveSession[]> {
    const now = Date.now();
    const members = await this.redis.zrangebyscore(adminSessionsKey(adminId), now, '+inf', 'WITHSCORES');
    const listed = Array.from({ length: members.length / 2 }, (_, index) => ({
      jti: members[index * 2],
      expiresAt: Number(members[index * 2 + 1]),
    }));
    const pipeline = this.redis.pipeline().get(sessionsEndedKey(adminId));
    for (const { jti } of listed) {
      pipeline.hgetall(sessionKey(jti)).get(sessionLastUsedKey(jti)).exists(revokedTokenKey(jti));
    }
    const answers = ((await pipeline.exec()) ?? []).map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    const endedAt = answers[0] as string | null;
    return listed.flatMap(({ jti, expiresAt }, index) => {
      const [record, lastUsed, revoked] = answers.slice(1 + index * 3, 4 + index * 3) as [
        Record<string, string>,
        string | null,
        number,
      ];
      const startedAt = Number(record.startedAt);
      // Logged out or ended (the record goes with the revocation), or begun by another admin.
      if (record.admin !== adminId || revoked === 1) return [];
      // Begun before every session of the admin was ended (a reset, a disabled admin); tokens count in seconds.
      if (endedAt !== null && Math.floor(startedAt / 1000) <= Number(endedAt)) return [];
      const idleMs = Number(record.idle ?? this.config.SESSION_IDLE_SECONDS) * 1000;
      // As the guard: without a recorded use (a session begun before uses were recorded at sign-in), not idle.
      if (lastUsed !== null && now - Number(lastUsed) > idleMs) return [];
      return [
        {
          jti,
          expiresAt,
          startedAt,
          lastUsedAt: lastUsed === null ? startedAt : Number(lastUsed),
          ip: record.ip ?? '',
          userAgent: record.userAgent ?? '',
        },
      ];
    });
  }
}
