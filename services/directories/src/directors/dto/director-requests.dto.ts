import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { DIRECTORY_MESSAGES, OFFICE_TYPES, SORT_ORDER_MAX } from '@seedcorp/libs';
import { asBoolean, asInteger, asText } from '../../shared/dto-transforms';

/** Only the shape is checked here; which fields are required depends on create or update (see the service). */
export class DirectorFormDto {
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) location?: string;
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
}

export class UpdateDirectorDto extends DirectorFormDto {
  @IsString({ message: DIRECTORY_MESSAGES.directorNotFound })
  key!: string;
}

export class ListDirectorsDto {
  @IsIn(['All', ...OFFICE_TYPES], { message: DIRECTORY_MESSAGES.unknownOfficeType })
  location: string = 'All';

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
