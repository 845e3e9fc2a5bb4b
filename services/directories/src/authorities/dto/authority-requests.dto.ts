import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { asText, FollowsFormRules } from '@seedcorp/libs';
import { AUTHORITY_FORM_RULES, DIRECTORY_MESSAGES, type RtiAuthorityForm } from '@seedcorp/contracts';

/** Each field's type; which are required, and their formats, are the contract's rules. */
class AuthorityFieldsDto implements Partial<RtiAuthorityForm> {
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) district?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) role?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) designation?: string;
}

@FollowsFormRules(AUTHORITY_FORM_RULES, 'create')
export class CreateAuthorityDto extends AuthorityFieldsDto {}

@FollowsFormRules(AUTHORITY_FORM_RULES, 'update')
export class UpdateAuthorityDto extends AuthorityFieldsDto {
  @IsString({ message: DIRECTORY_MESSAGES.authorityNotFound })
  key!: string;
}

export class DeleteAuthorityDto {
  @IsString({ message: DIRECTORY_MESSAGES.authorityNotFound })
  key!: string;
}
