import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { asBoolean, asInteger, asText, FollowsFormRules } from '@seedcorp/libs';
import {
  DIRECTOR_FORM_RULES,
  DIRECTORY_MESSAGES,
  OFFICE_TYPES,
  SORT_ORDER_MAX,
  type DirectorForm,
  type DirectorListRequest,
  type FileLike,
  type OfficeType,
} from '@seedcorp/contracts';

/** Each field's type; which are required, and their formats, are the contract's rules (create or update). */
class DirectorFieldsDto implements Partial<DirectorForm> {
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) location?: OfficeType;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) name?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) designation?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) email?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) address?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) mobileNo?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) officeNo?: string;

  @IsOptional()
  @Transform(asInteger)
  @IsInt({ message: DIRECTORY_MESSAGES.sortOrder })
  @Min(0, { message: DIRECTORY_MESSAGES.sortOrder })
  @Max(SORT_ORDER_MAX, { message: DIRECTORY_MESSAGES.sortOrder })
  sortOrder?: number;

  /** The photo's stand-in for the rules; the handler reads the file itself. */
  @Allow() image?: FileLike;
}

@FollowsFormRules(DIRECTOR_FORM_RULES, 'create')
export class CreateDirectorDto extends DirectorFieldsDto {}

@FollowsFormRules(DIRECTOR_FORM_RULES, 'update')
export class UpdateDirectorDto extends DirectorFieldsDto {
  @IsString({ message: DIRECTORY_MESSAGES.directorNotFound })
  key!: string;
}

export class ListDirectorsDto implements DirectorListRequest {
  @IsIn(['All', ...OFFICE_TYPES], { message: DIRECTORY_MESSAGES.unknownOfficeType })
  location: OfficeType | 'All' = 'All';

  @IsOptional()
  @Transform(asBoolean)
  @IsBoolean()
  includeFile?: boolean;

  @IsOptional() page?: number | string;
  @IsOptional() size?: number | string;
}

export class DeleteDirectorDto {
  @IsString({ message: DIRECTORY_MESSAGES.directorNotFound })
  key!: string;
}
