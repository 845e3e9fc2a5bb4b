import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { NOTIFICATION_LOCATIONS, NOTIFICATION_MESSAGES } from '@seedcorp/libs';

const asBoolean = ({ value }: { value: unknown }) => (value === 'false' ? false : value === 'true' ? true : value);

/** Fields of the create form; which are required, and in what order, is decided by the service. */
export class CreateNotificationDto {
  @IsOptional()
  @IsString({ message: NOTIFICATION_MESSAGES.required })
  title?: string;

  @IsOptional()
  @IsString({ message: NOTIFICATION_MESSAGES.required })
  location?: string;

  @IsOptional()
  @IsString({ message: NOTIFICATION_MESSAGES.dateInvalid })
  submissionDate?: string;
}

export class UpdateNotificationDto {
  @IsOptional()
  @IsString({ message: NOTIFICATION_MESSAGES.notFound })
  key?: string;

  @IsOptional()
  @IsString({ message: NOTIFICATION_MESSAGES.titleEmpty })
  title?: string;

  @IsOptional()
  @IsString({ message: NOTIFICATION_MESSAGES.locationEmpty })
  location?: string;

  @IsOptional()
  @IsString({ message: NOTIFICATION_MESSAGES.dateInvalid })
  submissionDate?: string;
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
