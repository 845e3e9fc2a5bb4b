import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type FeedbackForm } from '@seedcorp/libs';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Fields are checked in form order; the first broken rule answers with its message. */
export class FeedbackFormDto implements FeedbackForm {
  @Transform(trimmed)
  @IsString({ message: FEEDBACK_MESSAGES.nameRequired })
  @IsNotEmpty({ message: FEEDBACK_MESSAGES.nameRequired })
  @MaxLength(FEEDBACK_LIMITS.nameMax, { message: FEEDBACK_MESSAGES.nameTooLong })
  name!: string;

  @Transform(trimmed)
  @IsString({ message: FEEDBACK_MESSAGES.emailRequired })
  @IsNotEmpty({ message: FEEDBACK_MESSAGES.emailRequired })
  @MaxLength(FEEDBACK_LIMITS.emailMax, { message: FEEDBACK_MESSAGES.emailTooLong })
  @IsEmail({}, { message: FEEDBACK_MESSAGES.emailInvalid })
  email!: string;

  @Transform(trimmed)
  @IsString({ message: FEEDBACK_MESSAGES.subjectRequired })
  @IsNotEmpty({ message: FEEDBACK_MESSAGES.subjectRequired })
  @MaxLength(FEEDBACK_LIMITS.subjectMax, { message: FEEDBACK_MESSAGES.subjectTooLong })
  subject!: string;

  @Transform(trimmed)
  @IsString({ message: FEEDBACK_MESSAGES.messageRequired })
  @IsNotEmpty({ message: FEEDBACK_MESSAGES.messageRequired })
  @MaxLength(FEEDBACK_LIMITS.messageMax, { message: FEEDBACK_MESSAGES.messageTooLong })
  message!: string;

  /** The honeypot: hidden from people by the form, filled in by bots. Any value is accepted and acted on silently. */
  @IsOptional()
  website?: string;
}

export class FeedbackKeyDto {
  @IsString({ message: FEEDBACK_MESSAGES.notFound })
  key!: string;
}
