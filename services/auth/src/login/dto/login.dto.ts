import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { LOGIN_MESSAGES } from '../login-rules';

/** A form field as typed: a number sent as JSON becomes its digits, text loses its outer spaces. */
export const asTrimmedString = ({ value }: { value: unknown }) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value;

// class-validator runs a property's rules bottom-up; the spec checks the first digit before the length.
export class AuthenticateUserDto {
  @Transform(asTrimmedString)
  @Matches(/^\d{10}$/, { message: LOGIN_MESSAGES.mobileLength })
  @Matches(/^[6-9]/, { message: LOGIN_MESSAGES.mobileStart })
  @IsString({ message: LOGIN_MESSAGES.mobileLength })
  mobileNo!: string;
}

export class AuthorizeUserDto extends AuthenticateUserDto {
  @Transform(asTrimmedString)
  @Matches(/^\d{6}$/, { message: LOGIN_MESSAGES.otpFormat })
  @IsString({ message: LOGIN_MESSAGES.otpFormat })
  otp!: string;
}
