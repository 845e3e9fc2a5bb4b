import 'reflect-metadata';
import { migrateMain } from '@seedcorp/libs';
import { database } from './database';

void migrateMain('notifications', database, { storage: true });
