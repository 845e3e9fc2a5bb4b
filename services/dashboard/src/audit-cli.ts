import 'reflect-metadata';
import { Expose } from 'class-transformer';
import { IsIn } from 'class-validator';
import { DataSource } from 'typeorm';
import { answerHelp, dataSourceOptions, loadConfigOrExit, MigrationConfig } from '@seedcorp/libs';
import { auditVerificationMessage } from '@seedcorp/contracts';
import { AuditChain } from './audit/audit-chain';
import { auditChainKey, AuditChainKeySetting } from './audit/audit-settings';
import { database } from './database';

const USAGE = `usage:
  audit:verify    check the audit trail's hash chain, from the oldest entry kept to the newest; prints "All N
                  entries intact" and ends with 0, or prints the first broken link (an entry changed, or entries
                  missing) and ends with 1
settings: DATABASE_URL, and AUDIT_CHAIN_KEY as the dashboard service has it (NODE_ENV=production requires it)`;

/** What the check needs of the dashboard's settings: its database and the chain's key. */
class AuditCliConfig extends MigrationConfig {
  @Expose()
  @IsIn(['development', 'test', 'production'])
  NODE_ENV = 'development';

  @AuditChainKeySetting()
  AUDIT_CHAIN_KEY?: string;
}

async function main(): Promise<void> {
  answerHelp(USAGE);
  const config = loadConfigOrExit(AuditCliConfig);
  const dataSource = new DataSource(dataSourceOptions({ ...database, url: config.DATABASE_URL, schema: 'dashboard' }));
  await dataSource.initialize();
  try {
    const result = await new AuditChain(dataSource, auditChainKey(config)).verify();
    const message = auditVerificationMessage(result);
    process.stdout.write(`${message}\n`);
    process.exitCode = result.intact ? 0 : 1;
  } finally {
    await dataSource.destroy();
  }
}

void main();
