import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  ADMIN_MESSAGES,
  ADMIN_NAME_MAX,
  ADMIN_ROLES,
  type AdminRole,
  type CreateAdminRequest,
  type UpdateAdminRequest,
} from '@seedcorp/contracts';
import { asTrimmedString, AuthenticateUserDto } from '../../login/dto/login.dto';

/** A form's "true"/"false" (urlencoded or multipart) as the boolean a JSON body sends. */
const asBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** An admin's name as the forms take it: trimmed text, present, within its length (checked in this order). */
const AdminNameRule = () =>
  applyDecorators(
    IsString({ message: ADMIN_MESSAGES.nameRequired }),
    IsNotEmpty({ message: ADMIN_MESSAGES.nameRequired }),
    MaxLength(ADMIN_NAME_MAX, { message: ADMIN_MESSAGES.nameTooLong }),
    Transform(asTrimmedString),
  );

const AdminRoleRule = () => IsIn(ADMIN_ROLES, { message: ADMIN_MESSAGES.roleInvalid });

export class CreateAdminDto extends AuthenticateUserDto implements CreateAdminRequest {
  @AdminNameRule()
  name!: string;

  @AdminRoleRule()
  role!: AdminRole;
}

export class UpdateAdminDto implements UpdateAdminRequest {
  @IsUUID('all', { message: ADMIN_MESSAGES.notFound })
  @IsString({ message: ADMIN_MESSAGES.notFound })
  id!: string;

  @AdminNameRule()
  name!: string;

  @AdminRoleRule()
  role!: AdminRole;

  @Transform(asBoolean)
  @IsBoolean({ message: 'Please say whether the admin is active.' })
  active!: boolean;
}
