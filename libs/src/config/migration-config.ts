import { Expose } from 'class-transformer';
import { IsPostgresUrl } from './validators';
import { withStorageVariables } from './storage-variables';

/** What the migration step needs: the database... */
export class MigrationConfig {
  @Expose()
  @IsPostgresUrl()
  DATABASE_URL!: string;
}

/** ...and, for services that store objects, the object store whose bucket it creates. */
export class StorageMigrationConfig extends withStorageVariables(MigrationConfig) {}
