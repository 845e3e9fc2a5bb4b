import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { asText, FollowsFormRules } from '@seedcorp/libs';
import { DIRECTORY_MESSAGES, OFFICER_FORM_RULES, type RtiOfficerForm } from '@seedcorp/contracts';

/** Each field's type; which are required, and their formats, are the contract's rules. */
class OfficerFieldsDto implements Partial<RtiOfficerForm> {
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) district?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) name?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) designation?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) address?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) mobileNo?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) officeNo?: string;
}

@FollowsFormRules(OFFICER_FORM_RULES, 'create')
export class CreateOfficerDto extends OfficerFieldsDto {}

@FollowsFormRules(OFFICER_FORM_RULES, 'update')
export class UpdateOfficerDto extends OfficerFieldsDto {
  @IsString({ message: DIRECTORY_MESSAGES.officerNotFound })
  key!: string;
}

export class DeleteOfficerDto {
  @IsString({ message: DIRECTORY_MESSAGES.officerNotFound })
  key!: string;
}
