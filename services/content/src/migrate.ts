import 'reflect-metadata';
import { migrateMain } from '@seedcorp/libs';
import { database, requiredData } from './database';

void migrateMain('content', database, { afterMigrate: requiredData });
