import 'reflect-metadata';
import { migrateMain } from '@seedcorp/libs';
import { database } from './database';
import { directoriesDemoSeed } from './seed/demo-seed';

void migrateMain('directories', database, { storage: true, demoSeed: directoriesDemoSeed });
