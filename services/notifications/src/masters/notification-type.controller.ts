import { Controller } from '@nestjs/common';
import {
  API,
  ApiRoute,
  needsSubmissionDate,
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_MESSAGES,
  PublicRead,
  ResponseMessage,
  type NotificationTypeItem,
} from '@seedcorp/libs';

/** The notificationType master list: the notifications service validates against it, so it serves it. */
@Controller()
export class NotificationTypeController {
  @ApiRoute(API.master.notificationType)
  @PublicRead()
  @ResponseMessage(NOTIFICATION_MESSAGES.typesFetched)
  list(): NotificationTypeItem[] {
    return NOTIFICATION_LOCATIONS.map((type) => ({ type, needsSubmissionDate: needsSubmissionDate(type) }));
  }
}
