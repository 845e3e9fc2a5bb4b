import 'reflect-metadata';
import { migrateMain } from '@seedcorp/libs';
import { database } from './database';

void migrateMain('directories', database, { storage: true });
