import 'reflect-metadata';
import { migrateMain } from '@seedcorp/libs';
import { database } from './database';
import { seedDemoNotifications } from './notifications/notifications-seed';

void migrateMain('notifications', database, { storage: true, demoSeed: seedDemoNotifications });
