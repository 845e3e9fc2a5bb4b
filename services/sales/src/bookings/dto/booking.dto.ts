import { Transform } from 'class-transformer';
import {
  IsEmpty,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  BOOKING_STATES,
  type BookingKey,
  type BookingOptionsRequest,
  type BookingReportRequest,
  type BookingState,
  type BookRequest,
  type CollectRequest,
  type FarmerWithdrawnRequest,
  type PickupCodeRequest,
} from '@seedcorp/contracts';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class BookingOptionsDto implements BookingOptionsRequest {
  @IsString({ message: BOOKING_MESSAGES.windowRequired })
  windowKey!: string;
}

// class-validator runs a property's rules bottom-up: the type first.
export class BookDto implements BookRequest {
  @IsString({ message: BOOKING_MESSAGES.windowRequired })
  windowKey!: string;

  @IsString({ message: BOOKING_MESSAGES.lineRequired })
  lineKey!: string;

  @Max(BOOKING_LIMITS.bagsPerFarmer, { message: BOOKING_MESSAGES.bagsForm })
  @Min(1, { message: BOOKING_MESSAGES.bagsForm })
  @IsInt({ message: BOOKING_MESSAGES.bagsForm })
  bags!: number;

  /** Whose booking it is comes from the token alone: a body naming a number or a farmer is refused, not ignored. */
  @IsEmpty({ message: BOOKING_MESSAGES.forYourselfOnly })
  mobileNo?: unknown;

  @IsEmpty({ message: BOOKING_MESSAGES.forYourselfOnly })
  farmerKey?: unknown;

  @IsOptional()
  @Max(BOOKING_LIMITS.acresMax, { message: BOOKING_MESSAGES.acresForm })
  @IsPositive({ message: BOOKING_MESSAGES.acresForm })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: BOOKING_MESSAGES.acresForm })
  acres?: number;
}

export class BookingKeyDto implements BookingKey {
  @IsString({ message: BOOKING_MESSAGES.bookingNotFound })
  key!: string;
}

export class PickupCodeDto implements PickupCodeRequest {
  @MaxLength(40, { message: BOOKING_MESSAGES.codeForm })
  @MinLength(1, { message: BOOKING_MESSAGES.codeRequired })
  @IsString({ message: BOOKING_MESSAGES.codeRequired })
  code!: string;

  @IsString({ message: BOOKING_MESSAGES.counterRequired })
  counterKey!: string;
}

export class CollectDto implements CollectRequest {
  @IsString({ message: BOOKING_MESSAGES.bookingNotFound })
  key!: string;

  @IsString({ message: BOOKING_MESSAGES.counterRequired })
  counterKey!: string;

  @Min(1, { message: BOOKING_MESSAGES.handedOver })
  @IsInt({ message: BOOKING_MESSAGES.handedOver })
  bagsHandedOver!: number;

  @Transform(trimmed)
  @MaxLength(BOOKING_LIMITS.receiptNumber, { message: BOOKING_MESSAGES.receiptRequired })
  @MinLength(1, { message: BOOKING_MESSAGES.receiptRequired })
  @IsString({ message: BOOKING_MESSAGES.receiptRequired })
  receiptNumber!: string;
}

export class BookingReportDto implements BookingReportRequest {
  @IsString({ message: BOOKING_MESSAGES.reportDates })
  from!: string;

  @IsString({ message: BOOKING_MESSAGES.reportDates })
  to!: string;

  @IsOptional()
  @IsString({ message: BOOKING_MESSAGES.counterRequired })
  counterKey?: string;

  @IsOptional()
  @IsIn(BOOKING_STATES, { message: BOOKING_MESSAGES.state })
  state?: BookingState;
}

export class FarmerWithdrawnDto implements FarmerWithdrawnRequest {
  @IsUUID()
  farmerKey!: string;
}
