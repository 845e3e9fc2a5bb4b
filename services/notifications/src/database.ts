import { schemaOf } from '@seedcorp/libs';

/** Entities and migrations of the `notifications` schema. */
export const database = schemaOf(__dirname);
