import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type FeedbackForm } from '@seedcorp/contracts';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Fields are checked in form order; the first broken rule answers with its message. Decorators run
 * bottom-up, so each field lists its rules from the last checked to the first.
 */
export class FeedbackFormDto implements FeedbackForm {
  @Transform(trimmed)
  @MaxLength(FEEDBACK_LIMITS.nameMax, { message: FEEDBACK_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: FEEDBACK_MESSAGES.nameRequired })
  @IsString({ message: FEEDBACK_MESSAGES.nameRequired })
  name!: string;

  @Transform(trimmed)
  @IsEmail({}, { message: FEEDBACK_MESSAGES.emailInvalid })
  @MaxLength(FEEDBACK_LIMITS.emailMax, { message: FEEDBACK_MESSAGES.emailTooLong })
  @IsNotEmpty({ message: FEEDBACK_MESSAGES.emailRequired })
  @IsString({ message: FEEDBACK_MESSAGES.emailRequired })
  email!: string;

  @Transform(trimmed)
  @MaxLength(FEEDBACK_LIMITS.subjectMax, { message: FEEDBACK_MESSAGES.subjectTooLong })
  @IsNotEmpty({ message: FEEDBACK_MESSAGES.subjectRequired })
  @IsString({ message: FEEDBACK_MESSAGES.subjectRequired })
  subject!: string;

  @Transform(trimmed)
  @MaxLength(FEEDBACK_LIMITS.messageMax, { message: FEEDBACK_MESSAGES.messageTooLong })
  @IsNotEmpty({ message: FEEDBACK_MESSAGES.messageRequired })
  @IsString({ message: FEEDBACK_MESSAGES.messageRequired })
  message!: string;

  /** The honeypot: hidden from people by the form, filled in by bots. Any value is accepted and acted on silently. */
  @IsOptional()
  website?: string;
}

export class FeedbackKeyDto {
  @IsString({ message: FEEDBACK_MESSAGES.notFound })
  key!: string;
}
