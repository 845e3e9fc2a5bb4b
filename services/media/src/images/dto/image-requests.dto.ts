import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { asBoolean, FollowsFormRules } from '@seedcorp/libs';
import {
  IMAGE_LOCATIONS,
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_RULES,
  type FileLike,
  type ImageLocation,
  type ImageUploadFields,
} from '@seedcorp/contracts';

/** The location's type; the rules (required, listed) are the contract's. The image stands in `file` for them. */
@FollowsFormRules(IMAGE_UPLOAD_RULES, 'create')
export class UploadImageDto implements Partial<ImageUploadFields> {
  @IsOptional() @IsString({ message: IMAGE_MESSAGES.required }) location?: ImageLocation;
  @Allow() file?: FileLike;
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
