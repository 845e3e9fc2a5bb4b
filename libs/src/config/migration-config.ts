import { Expose } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { IsHttpUrl, IsPostgresUrl } from './validators';

/** What the migration step needs: the database, and the object store when the service has one. */
export class MigrationConfig {
  @Expose()
  @IsPostgresUrl()
  DATABASE_URL!: string;

  @Expose()
  @IsOptional()
  @IsHttpUrl()
  S3_ENDPOINT?: string;

  @Expose()
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  S3_ACCESS_KEY?: string;

  @Expose()
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  S3_SECRET_KEY?: string;

  @Expose()
  @IsString()
  @IsNotEmpty()
  S3_BUCKET = 'seedcorp';

  @Expose()
  @IsString()
  @IsNotEmpty()
  S3_REGION = 'us-east-1';
}
