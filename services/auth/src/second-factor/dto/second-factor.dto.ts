import { Transform } from 'class-transformer';
import { IsDefined, IsObject, IsString, Length, Matches } from 'class-validator';
import {
  PASSKEY_NAME_MAX,
  RECOVERY_CODE_PATTERN,
  SECOND_FACTOR_MESSAGES,
  type PasskeyAnswerRequest,
  type PasskeyEnrolRequest,
  type PasskeyIdRequest,
} from '@seedcorp/contracts';
import { asTrimmedString, AuthenticateUserDto } from '../../login/dto/login.dto';

export class TotpCodeDto {
  @Transform(asTrimmedString)
  @Matches(/^\d{6}$/, { message: SECOND_FACTOR_MESSAGES.totpFormat })
  @IsString({ message: SECOND_FACTOR_MESSAGES.totpFormat })
  code!: string;
}

export class RecoveryCodeDto {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase().replace(/\s/g, '') : value,
  )
  @Matches(RECOVERY_CODE_PATTERN, { message: SECOND_FACTOR_MESSAGES.recoveryFormat })
  @IsString({ message: SECOND_FACTOR_MESSAGES.recoveryFormat })
  code!: string;
}

export class PasskeyAnswerDto implements PasskeyAnswerRequest {
  @IsObject({ message: SECOND_FACTOR_MESSAGES.passkeyRefused })
  @IsDefined({ message: SECOND_FACTOR_MESSAGES.passkeyRefused })
  response!: Record<string, unknown>;
}

export class PasskeyEnrolDto extends PasskeyAnswerDto implements PasskeyEnrolRequest {
  @Transform(asTrimmedString)
  @Length(1, PASSKEY_NAME_MAX, { message: SECOND_FACTOR_MESSAGES.passkeyName })
  @IsString({ message: SECOND_FACTOR_MESSAGES.passkeyName })
  name!: string;
}

export class PasskeyIdDto implements PasskeyIdRequest {
  @IsString({ message: SECOND_FACTOR_MESSAGES.passkeyNotFound })
  id!: string;
}

/** The admin whose factors another administrator resets, by mobile number (the spec's number rules). */
export class ResetSecondFactorDto extends AuthenticateUserDto {}
