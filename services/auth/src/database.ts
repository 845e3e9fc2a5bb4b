import { Admin } from './admins/admin.entity';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { SecondFactor1764900000000 } from './migrations/1764900000000-second-factor';
import { AdminRoles1765000000000 } from './migrations/1765000000000-admin-roles';
import { AdminPasskey, AdminRecoveryCode, AdminTotp } from './second-factor/factor.entities';

/** Entities and migrations of the `auth` schema. */
export const database = {
  entities: [Admin, AdminTotp, AdminPasskey, AdminRecoveryCode],
  migrations: [InitialSchema1763800000000, SecondFactor1764900000000, AdminRoles1765000000000],
};
