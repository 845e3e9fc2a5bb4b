import { applyDecorators } from '@nestjs/common';
import { IsString, MinLength, ValidateIf } from 'class-validator';
import { Setting } from '@seedcorp/libs';

/**
 * The key of the audit chain's hashes, a secret of the dashboard alone: with it, someone who can only write to the
 * database cannot make a changed entry look untouched. Changing it makes every earlier entry fail the check.
 */
const AUDIT_CHAIN_KEY_MIN_LENGTH = 32;

/** Outside production a fixed key serves, so that a development checkout needs no setting. */
const DEVELOPMENT_AUDIT_CHAIN_KEY = 'development-only-audit-chain-key-not-secret';

export interface AuditKeySettings {
  NODE_ENV: string;
  AUDIT_CHAIN_KEY?: string;
}

const KEY_MESSAGE = `AUDIT_CHAIN_KEY must be a secret of at least ${AUDIT_CHAIN_KEY_MIN_LENGTH} characters (required when NODE_ENV is production)`;

/** Required in production; where it is given elsewhere, it must be as long as in production. */
export const AuditChainKeySetting = () =>
  applyDecorators(
    Setting({
      description: `The secret key of the audit trail's chained hashes (HMAC-SHA256), at least ${AUDIT_CHAIN_KEY_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`); required when NODE_ENV is production, a fixed development key elsewhere. The dashboard alone holds it, apart from the database, so that whoever can write to the database cannot re-forge the chain. Set it once: a new key makes every entry kept so far fail the check, and \`npm run audit:verify\` needs the same key.`,
      secret: true,
    }),
    ValidateIf((config: AuditKeySettings) => config.NODE_ENV === 'production' || config.AUDIT_CHAIN_KEY !== undefined),
    IsString({ message: KEY_MESSAGE }),
    MinLength(AUDIT_CHAIN_KEY_MIN_LENGTH, { message: KEY_MESSAGE }),
  );

export const auditChainKey = (config: AuditKeySettings): string =>
  config.AUDIT_CHAIN_KEY ?? DEVELOPMENT_AUDIT_CHAIN_KEY;
