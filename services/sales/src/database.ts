import { schemaOf } from '@seedcorp/libs';

/** Entities and migrations of the `sales` schema. */
export const database = schemaOf(__dirname);
