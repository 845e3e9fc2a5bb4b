import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { ServiceConfig, Setting } from '@seedcorp/libs';

export class ContentConfig extends ServiceConfig {
  override PORT = 3007;

  @Setting({
    description:
      "For a small deployment with one person to publish: 'true' lets a publisher or administrator publish (and " +
      'schedule) a draft nobody approved. Off, a draft needs the approval of a publisher or administrator who did ' +
      'not edit it, and an administrator may publish alone only with a typed reason, which the audit keeps.',
  })
  @IsIn(['true', 'false'])
  CONTENT_ONE_PERSON_PUBLISHING = 'false';

  @Setting({
    description:
      'How often, in seconds, each replica of the content service looks for scheduled publications that are due ' +
      '(also once at start); a schedule fires on one replica within this of its time.',
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  CONTENT_SCHEDULE_POLL_SECONDS = 10;

  get onePersonPublishing(): boolean {
    return this.CONTENT_ONE_PERSON_PUBLISHING === 'true';
  }
}
