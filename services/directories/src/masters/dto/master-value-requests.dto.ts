import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { asText, FollowsFormRules } from '@seedcorp/libs';
import {
  KEPT_MASTER_LISTS,
  MASTER_LIST_MESSAGES,
  MASTER_VALUE_FORM_RULES,
  type KeptMasterList,
  type MasterListRequest,
  type MasterValueForm,
  type MasterValueKey,
} from '@seedcorp/contracts';

const isKeptList = () => IsIn(KEPT_MASTER_LISTS, { message: MASTER_LIST_MESSAGES.unknownList });

/** Each field's type; the list, a value given and its length are the contract's rules. */
class MasterValueFieldsDto implements Partial<MasterValueForm> {
  @IsOptional() @Transform(asText) @IsString({ message: MASTER_LIST_MESSAGES.notText }) list?: KeptMasterList;
  @IsOptional() @Transform(asText) @IsString({ message: MASTER_LIST_MESSAGES.notText }) value?: string;
}

@FollowsFormRules(MASTER_VALUE_FORM_RULES, 'create')
export class CreateMasterValueDto extends MasterValueFieldsDto {}

/** Renames the value `key` names. */
@FollowsFormRules(MASTER_VALUE_FORM_RULES, 'update')
export class RenameMasterValueDto extends MasterValueFieldsDto {
  @IsString({ message: MASTER_LIST_MESSAGES.notFound })
  key!: string;
}

export class DeleteMasterValueDto implements MasterValueKey {
  @isKeptList()
  list!: KeptMasterList;

  @IsString({ message: MASTER_LIST_MESSAGES.notFound })
  key!: string;
}

export class MasterListDto implements MasterListRequest {
  @isKeptList()
  list!: KeptMasterList;

  @IsOptional() page?: number | string;
  @IsOptional() size?: number | string;
}
