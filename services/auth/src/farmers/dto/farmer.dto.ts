import { IsIn, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { FollowsFormRules } from '@seedcorp/libs';
import {
  FARMER_LANGUAGES,
  FARMER_MESSAGES,
  FARMER_PROFILE_RULES,
  FARMER_SMS_KINDS,
  type ConsentRequest,
  type FarmerLanguage,
  type FarmerProfileForm,
  type FarmerSmsKind,
  type FarmerSmsRequest,
} from '@seedcorp/contracts';

/** Every field as sent: the contract's rules report the first problem in its own words. */
@FollowsFormRules(FARMER_PROFILE_RULES, 'create')
export class FarmerProfileDto implements FarmerProfileForm {
  @IsOptional() name!: string;
  @IsOptional() village!: string;
  @IsOptional() district!: string;
  @IsOptional() registryId?: string;
}

export class ConsentDto implements ConsentRequest {
  @IsString({ message: FARMER_MESSAGES.noticeVersion })
  version!: string;

  @IsIn(FARMER_LANGUAGES, { message: FARMER_MESSAGES.language })
  language!: FarmerLanguage;
}

export class FarmerSmsDto implements FarmerSmsRequest {
  @IsString()
  @MaxLength(100)
  noticeKey!: string;

  @IsUUID()
  farmerKey!: string;

  @IsIn(FARMER_SMS_KINDS)
  kind!: FarmerSmsKind;

  @IsObject()
  values!: Record<string, string>;
}
