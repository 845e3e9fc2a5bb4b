import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { asText } from '@seedcorp/libs';
import { DIRECTORY_MESSAGES, DISTRICTS } from '@seedcorp/contracts';

/** Body of the grouped lists (officers, authorities): 'All' or one district, and admin paging. */
export class GroupedListDto {
  @Transform(asText)
  @IsIn(['All', ...DISTRICTS], { message: DIRECTORY_MESSAGES.unknownDistrict })
  location: string = 'All';

  @IsOptional() page?: number | string;
  @IsOptional() size?: number | string;
}
