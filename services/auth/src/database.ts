import { Admin } from './admins/admin.entity';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';

/** Entities and migrations of the `auth` schema. */
export const database = {
  entities: [Admin],
  migrations: [InitialSchema1763800000000],
};
