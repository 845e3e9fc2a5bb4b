import { Setting } from './setting';
import { IsPostgresUrl } from './validators';
import { withStorageVariables } from './storage-variables';

/** What the migration step needs: the database... */
export class MigrationConfig {
  @Setting({
    description:
      'The PostgreSQL database, e.g. `postgres://user:password@host:5432/seedcorp`; each service keeps to its own schema in it.',
    secret: true,
  })
  @IsPostgresUrl()
  DATABASE_URL!: string;
}

/** ...and, for services that store objects, the object store whose bucket it creates. */
export class StorageMigrationConfig extends withStorageVariables(MigrationConfig) {}
