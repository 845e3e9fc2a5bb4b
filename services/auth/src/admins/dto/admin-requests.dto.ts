import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  ADMIN_MESSAGES,
  ADMIN_NAME_MAX,
  ADMIN_ROLES,
  type AdminRole,
  type CreateAdminRequest,
  type UpdateAdminRequest,
} from '@seedcorp/libs';
import { asTrimmedString, AuthenticateUserDto } from '../../login/dto/login.dto';

/** A form's "true"/"false" (urlencoded or multipart) as the boolean a JSON body sends. */
const asBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class CreateAdminDto extends AuthenticateUserDto implements CreateAdminRequest {
  @Transform(asTrimmedString)
  @MaxLength(ADMIN_NAME_MAX, { message: ADMIN_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: ADMIN_MESSAGES.nameRequired })
  @IsString({ message: ADMIN_MESSAGES.nameRequired })
  name!: string;

  @IsIn(ADMIN_ROLES, { message: ADMIN_MESSAGES.roleInvalid })
  role!: AdminRole;
}

export class UpdateAdminDto implements UpdateAdminRequest {
  @IsUUID('all', { message: ADMIN_MESSAGES.notFound })
  @IsString({ message: ADMIN_MESSAGES.notFound })
  id!: string;

  @Transform(asTrimmedString)
  @MaxLength(ADMIN_NAME_MAX, { message: ADMIN_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: ADMIN_MESSAGES.nameRequired })
  @IsString({ message: ADMIN_MESSAGES.nameRequired })
  name!: string;

  @IsIn(ADMIN_ROLES, { message: ADMIN_MESSAGES.roleInvalid })
  role!: AdminRole;

  @Transform(asBoolean)
  @IsBoolean({ message: 'Please say whether the admin is active.' })
  active!: boolean;
}
