import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { IsHttpUrl, ServiceConfig, Setting } from '@seedcorp/libs';

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

  @Setting({
    description:
      'The address the public site is published at (as the site renderer has it): the QR labels of a seed lot hold ' +
      'its short check address under it, `<SITE_URL>/v/<lot>`.',
  })
  @IsHttpUrl()
  SITE_URL = 'http://localhost:8080';

  @Setting({
    description:
      'Seed lot checks (`/api/content/web/checkLot`) one client address may make in any minute; beyond it the ' +
      'check answers 429.',
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  LOT_CHECKS_PER_MINUTE = 30;

  @Setting({
    description:
      'Numbers that are no seed lot one client address may ask about in ten minutes; after that every check from ' +
      'it answers 429 until the oldest leaves the ten minutes, so lot numbers cannot be found by guessing.',
  })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  LOT_UNKNOWN_CHECKS_PER_TEN_MINUTES = 10;

  get onePersonPublishing(): boolean {
    return this.CONTENT_ONE_PERSON_PUBLISHING === 'true';
  }
}
