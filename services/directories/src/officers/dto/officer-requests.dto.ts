import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { DIRECTORY_MESSAGES } from '@seedcorp/libs';
import { asText } from '../../shared/dto-transforms';

export class OfficerFormDto {
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) district?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) name?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) designation?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) address?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) mobileNo?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) officeNo?: string;
}

export class UpdateOfficerDto extends OfficerFormDto {
  @IsString({ message: DIRECTORY_MESSAGES.officerNotFound })
  key!: string;
}

export class DeleteOfficerDto {
  @IsString({ message: DIRECTORY_MESSAGES.officerNotFound })
  key!: string;
}
