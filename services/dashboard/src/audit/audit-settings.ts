import { applyDecorators } from '@nestjs/common';
import { Expose } from 'class-transformer';
import { IsString, MinLength, ValidateIf } from 'class-validator';

/**
 * The key of the audit chain's hashes, a secret of the dashboard alone: with it, someone who can only write to the
 * database cannot make a changed entry look untouched. Changing it makes every earlier entry fail the check.
 */
export const AUDIT_CHAIN_KEY_MIN_LENGTH = 32;

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
    Expose(),
    ValidateIf((config: AuditKeySettings) => config.NODE_ENV === 'production' || config.AUDIT_CHAIN_KEY !== undefined),
    IsString({ message: KEY_MESSAGE }),
    MinLength(AUDIT_CHAIN_KEY_MIN_LENGTH, { message: KEY_MESSAGE }),
  );

export const auditChainKey = (config: AuditKeySettings): string =>
  config.AUDIT_CHAIN_KEY ?? DEVELOPMENT_AUDIT_CHAIN_KEY;
