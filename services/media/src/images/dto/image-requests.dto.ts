import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { IMAGE_LOCATIONS, IMAGE_MESSAGES } from '@seedcorp/libs';

const asBoolean = ({ value }: { value: unknown }) => (value === 'false' ? false : value === 'true' ? true : value);

export class UploadImageDto {
  @IsOptional()
  @IsString({ message: IMAGE_MESSAGES.required })
  location?: string;
}

export class ListImagesDto {
  @IsIn(['All', ...IMAGE_LOCATIONS], { message: IMAGE_MESSAGES.unknownLocation })
  location: string = 'All';

  @IsOptional()
  @Transform(asBoolean)
  @IsBoolean()
  includeFile?: boolean;
}

export class DeleteImageDto {
  @IsString({ message: IMAGE_MESSAGES.notFound })
  key!: string;
}
