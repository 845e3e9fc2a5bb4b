import 'reflect-metadata';
import { waitForMigrationsMain } from '@seedcorp/libs';
import { database } from './database';

void waitForMigrationsMain('sales', database);
