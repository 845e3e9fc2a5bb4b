import { Expose, Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { ServiceConfig } from '@seedcorp/libs';

export class ContentConfig extends ServiceConfig {
  override PORT = 3007;

  /**
   * For a small deployment with one person to publish: 'true' lets a publisher or administrator publish (and
   * schedule) a draft nobody approved. Off, a draft needs the approval of a publisher or administrator who did not
   * edit it, and an administrator may publish alone only with a typed reason.
   */
  @Expose()
  @IsIn(['true', 'false'])
  CONTENT_ONE_PERSON_PUBLISHING = 'false';

  /** How often each replica looks for scheduled publications that are due (a schedule fires within this and a bit). */
  @Expose()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  CONTENT_SCHEDULE_POLL_SECONDS = 10;

  get onePersonPublishing(): boolean {
    return this.CONTENT_ONE_PERSON_PUBLISHING === 'true';
  }
}
