import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { asBoolean, FollowsFormRules } from '@seedcorp/libs';
import {
  NOTIFICATION_FORM_RULES,
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_MESSAGES,
  type FileLike,
  type NotificationFormFields,
  type NotificationLocation,
} from '@seedcorp/contracts';

/**
 * Each field's type; which are required, and their formats, are the contract's rules (create or update). A field
 * of the wrong type is reported as each form words a missing one. The document stands in `file` for the rules; the
 * handler reads the file itself.
 */
@FollowsFormRules(NOTIFICATION_FORM_RULES, 'create')
export class CreateNotificationDto implements Partial<NotificationFormFields> {
  @IsOptional() @IsString({ message: NOTIFICATION_MESSAGES.required }) title?: string;
  @IsOptional() @IsString({ message: NOTIFICATION_MESSAGES.required }) location?: NotificationLocation;
  @IsOptional() @IsString({ message: NOTIFICATION_MESSAGES.dateInvalid }) submissionDate?: string;
  @IsOptional() @IsString({ message: NOTIFICATION_MESSAGES.validUntilInvalid }) validUntil?: string;
  @Allow() file?: FileLike;
}

@FollowsFormRules(NOTIFICATION_FORM_RULES, 'update')
export class UpdateNotificationDto implements Partial<NotificationFormFields> {
  @IsOptional() @IsString({ message: NOTIFICATION_MESSAGES.notFound }) key?: string;
  @IsOptional() @IsString({ message: NOTIFICATION_MESSAGES.titleEmpty }) title?: string;
  @IsOptional() @IsString({ message: NOTIFICATION_MESSAGES.locationEmpty }) location?: NotificationLocation;
  @IsOptional() @IsString({ message: NOTIFICATION_MESSAGES.dateInvalid }) submissionDate?: string;
  @IsOptional() @IsString({ message: NOTIFICATION_MESSAGES.validUntilInvalid }) validUntil?: string;
  @Allow() file?: FileLike;
}

export class NotificationKeyDto {
  @IsOptional()
  @IsString({ message: NOTIFICATION_MESSAGES.notFound })
  key?: string;
}

/** `getNotification`, both forms: the admin one ('All' or a location, paged) and the public tender one. */
export class ListNotificationsDto {
  @IsIn(['All', ...NOTIFICATION_LOCATIONS], { message: NOTIFICATION_MESSAGES.unknownLocation })
  location: string = 'All';

  @IsOptional()
  @Allow()
  page?: number | string;

  @IsOptional()
  @Allow()
  size?: number | string;

  @IsOptional()
  @Transform(asBoolean)
  @IsBoolean()
  includeFile?: boolean;
}

export class PublicListDto {
  @IsIn(NOTIFICATION_LOCATIONS, { message: NOTIFICATION_MESSAGES.unknownLocation })
  location!: (typeof NOTIFICATION_LOCATIONS)[number];

  @IsOptional()
  @Transform(asBoolean)
  @IsBoolean()
  includeFile?: boolean;
}
