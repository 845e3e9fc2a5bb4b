import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { Setting, StorageServiceConfig } from '@seedcorp/libs';

export class NotificationsConfig extends StorageServiceConfig {
  override PORT = 3003;

  @Setting({
    description:
      'How often, in minutes, tenders past their last date of submission move to the archive (also once at start).',
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1440)
  ARCHIVE_INTERVAL_MINUTES = 15;

  @Setting({
    description:
      'How often, in seconds, the archive looks for notices and tenders whose validity has ended (also once at start).',
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(60)
  VALIDITY_CHECK_SECONDS = 15;
}
