import { schemaOf } from '@seedcorp/libs';

/** Entities and migrations of the `dashboard` schema. */
export const database = schemaOf(__dirname);
