import { Expose, Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { StorageServiceConfig } from '@seedcorp/libs';

export class NotificationsConfig extends StorageServiceConfig {
  override PORT = 3003;

  /** How often tenders past their last date of submission move to the archive (also once at start). */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1440)
  ARCHIVE_INTERVAL_MINUTES = 15;

  /** How often the archive looks for notices and tenders whose validity has ended (seconds; also once at start). */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(60)
  VALIDITY_CHECK_SECONDS = 15;
}
