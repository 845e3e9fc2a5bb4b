import 'reflect-metadata';
import { migrateMain } from '@seedcorp/libs';
import { database } from './database';
import { salesDemoSeed } from './seed/demo-seed';

void migrateMain('sales', database, { demoSeed: salesDemoSeed });
