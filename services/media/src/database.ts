import { schemaOf } from '@seedcorp/libs';

/** Entities and migrations of the `media` schema. */
export const database = schemaOf(__dirname);
