import { IsInt, IsOptional, IsString } from 'class-validator';
import { FollowsFormRules } from '@seedcorp/libs';
import {
  BOOKING_MESSAGES,
  BOOKING_WINDOW_RULES,
  type BookingLimitKind,
  type BookingWindowForm,
  type BookingWindowKey,
  type BookingWindowListRequest,
  type UpdateBookingWindowRequest,
} from '@seedcorp/contracts';

/** Every field as sent: the contract's rules check types and ranges and report the first problem in its words. */
@FollowsFormRules(BOOKING_WINDOW_RULES, 'create')
export class BookingWindowDto implements BookingWindowForm {
  @IsOptional() season!: string;
  @IsOptional() crop!: string;
  @IsOptional() opensOn!: string;
  @IsOptional() closesOn!: string;
  @IsOptional() counterKeys!: string[];
  @IsOptional() limitKind!: BookingLimitKind;
  @IsOptional() maxBags?: number;
  @IsOptional() kgPerAcre?: number;
  @IsOptional() maxAcres?: number;
  @IsOptional() collectWithinDays?: number;
  @IsOptional() noShowLimit?: number | null;
}

/** The window's rules, inherited, are the same for a change. */
export class UpdateBookingWindowDto extends BookingWindowDto implements UpdateBookingWindowRequest {
  @IsString({ message: BOOKING_MESSAGES.windowNotFound })
  key!: string;

  @IsInt({ message: BOOKING_MESSAGES.windowStale })
  version!: number;
}

export class BookingWindowKeyDto implements BookingWindowKey {
  @IsString({ message: BOOKING_MESSAGES.windowNotFound })
  key!: string;
}

export class ListBookingWindowsDto implements BookingWindowListRequest {
  @IsOptional() page?: number | string;
  @IsOptional() size?: number | string;
}
