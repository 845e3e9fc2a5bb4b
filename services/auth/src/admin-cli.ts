import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions, loadConfigOrExit, MigrationConfig } from '@seedcorp/libs';
import { Admin } from './admins/admin.entity';
import { AdminRegistry } from './admins/admin-registry';
import { database } from './database';

const USAGE = `usage:
  admin add <mobile> "<name>"   add an admin (or re-activate one)
  admin disable <mobile>        stop an admin from signing in
  admin list                    list admins`;

const MOBILE = /^[6-9]\d{9}$/;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

async function run(registry: AdminRegistry, [command, mobile, name]: string[]): Promise<string> {
  if (command === 'list') {
    const admins = await registry.list();
    return (
      admins.map((admin) => `${admin.mobile}  ${admin.active ? 'active  ' : 'disabled'}  ${admin.name}`).join('\n') ||
      'no admins'
    );
  }
  if ((command === 'add' || command === 'disable') && !MOBILE.test(mobile ?? '')) {
    fail('The mobile number must be 10 digits starting with 6-9.');
  }
  if (command === 'add') {
    if (!name?.trim()) fail('Give the admin a name: admin add <mobile> "<name>"');
    await registry.add(mobile, name.trim());
    return `added ${mobile} (${name.trim()})`;
  }
  if (command === 'disable') return (await registry.disable(mobile)) ? `disabled ${mobile}` : `no admin ${mobile}`;
  return fail(USAGE);
}

async function main(): Promise<void> {
  const config = loadConfigOrExit(MigrationConfig);
  const dataSource = new DataSource(dataSourceOptions({ ...database, url: config.DATABASE_URL, schema: 'auth' }));
  await dataSource.initialize();
  try {
    process.stdout.write(`${await run(new AdminRegistry(dataSource.getRepository(Admin)), process.argv.slice(2))}\n`);
  } finally {
    await dataSource.destroy();
  }
}

void main();
