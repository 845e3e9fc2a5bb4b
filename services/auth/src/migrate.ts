import 'reflect-metadata';
import { migrateMain } from '@seedcorp/libs';
import { seedAdmins } from './admins/admin-seed';
import { database } from './database';

void migrateMain('auth', database, { afterMigrate: (dataSource) => seedAdmins(dataSource) });
