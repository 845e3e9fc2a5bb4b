import { Expose } from 'class-transformer';
import { IsIn, IsOptional, Matches } from 'class-validator';
import type { DataSource } from 'typeorm';
import { loadConfig } from '@seedcorp/libs';
import { MOBILE_LIST_PATTERN } from '../config';
import { Admin } from './admin.entity';
import { AdminRegistry, DEMO_ADMIN } from './admin-registry';

class AdminSeedConfig {
  @Expose()
  @IsIn(['development', 'test', 'production'])
  NODE_ENV = 'development';

  @Expose()
  @IsOptional()
  @Matches(MOBILE_LIST_PATTERN, { message: 'ADMIN_MOBILES must be a comma list of 10-digit mobile numbers' })
  ADMIN_MOBILES?: string;
}

function parseMobileList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((mobile) => mobile.trim())
    .filter(Boolean);
}

/**
 * Runs with the migrations: the admins named in ADMIN_MOBILES, and outside production
 * the demo admin, exist afterwards. Known numbers are left as they are.
 */
export async function seedAdmins(dataSource: DataSource, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const config = loadConfig(AdminSeedConfig, env);
  const registry = new AdminRegistry(dataSource.getRepository(Admin));
  const lines: string[] = [];
  for (const mobile of parseMobileList(config.ADMIN_MOBILES)) {
    if (await registry.addIfMissing(mobile, 'Administrator'))
      lines.push(`admin ******${mobile.slice(-4)} added from ADMIN_MOBILES`);
  }
  if (config.NODE_ENV !== 'production') {
    await registry.addIfMissing(DEMO_ADMIN.mobile, DEMO_ADMIN.name);
    lines.push(`demo admin for local use: ${DEMO_ADMIN.mobile} (codes go to the SMS outbox file)`);
  }
  return lines;
}
