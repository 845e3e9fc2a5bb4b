import { schemaOf } from '@seedcorp/libs';

/** Entities and migrations of the `directories` schema. */
export const database = schemaOf(__dirname);
