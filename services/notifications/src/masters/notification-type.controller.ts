import { Controller } from '@nestjs/common';
import { ApiRoute, PublicRead } from '@seedcorp/libs';
import {
  API,
  needsSubmissionDate,
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_MESSAGES,
  type NotificationTypeItem,
} from '@seedcorp/contracts';

/** The notificationType master list: the notifications service validates against it, so it serves it. */
@Controller()
export class NotificationTypeController {
  @ApiRoute(API.master.notificationType, NOTIFICATION_MESSAGES.typesFetched)
  @PublicRead()
  list(): NotificationTypeItem[] {
    return NOTIFICATION_LOCATIONS.map((type) => ({ type, needsSubmissionDate: needsSubmissionDate(type) }));
  }
}
