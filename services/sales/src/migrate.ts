import 'reflect-metadata';
import { migrateMain } from '@seedcorp/libs';
import { database } from './database';

void migrateMain('sales', database);
