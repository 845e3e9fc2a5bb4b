import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { DIRECTORY_MESSAGES } from '@seedcorp/libs';
import { asText } from '../../shared/dto-transforms';

export class AuthorityFormDto {
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) district?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) role?: string;
  @IsOptional() @Transform(asText) @IsString({ message: DIRECTORY_MESSAGES.notText }) designation?: string;
}

export class UpdateAuthorityDto extends AuthorityFormDto {
  @IsString({ message: DIRECTORY_MESSAGES.authorityNotFound })
  key!: string;
}

export class DeleteAuthorityDto {
  @IsString({ message: DIRECTORY_MESSAGES.authorityNotFound })
  key!: string;
}
