import { schemaOf } from '@seedcorp/libs';

/** Entities and migrations of the `auth` schema. */
export const database = schemaOf(__dirname);
