import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  SEED_LOT_LIMITS,
  SEED_LOT_MESSAGES,
  SEED_LOT_RULES,
  SEED_LOT_STATES,
  type ProcessingPlant,
  type ReinstateSeedLotRequest,
  type SeedClass,
  type SeedLotCheckRequest,
  type SeedLotForm,
  type SeedLotKeyRequest,
  type SeedLotLabelsRequest,
  type SeedLotListRequest,
  type SeedLotState,
  type UpdateSeedLotRequest,
  type WithdrawSeedLotRequest,
} from '@seedcorp/contracts';
import { asInteger, FollowsFormRules } from '@seedcorp/libs';
import { BaseVersionRule } from '../../versioned-documents/dto/version-rules';

/** Decorators run bottom-up: each field lists its rules from the last checked to the first. */
export class SeedLotKeyDto implements SeedLotKeyRequest {
  @MaxLength(100, { message: SEED_LOT_MESSAGES.notFound })
  @IsNotEmpty({ message: SEED_LOT_MESSAGES.notFound })
  @IsString({ message: SEED_LOT_MESSAGES.notFound })
  key!: string;
}

/**
 * Every field as sent: the contract's rules check the types and ranges (a percentage above 100, a date that is no
 * day, a number of bags as text) and report the first problem in their own words, as the admin form does.
 */
@FollowsFormRules(SEED_LOT_RULES, 'create')
export class SeedLotFormDto implements SeedLotForm {
  @IsOptional() lotNumber!: string;
  @IsOptional() crop!: string;
  @IsOptional() variety!: string;
  @IsOptional() seedClass!: SeedClass;
  @IsOptional() season!: string;
  @IsOptional() plant!: ProcessingPlant;
  @IsOptional() processedOn!: string;
  @IsOptional() testedOn!: string;
  @IsOptional() germination!: number;
  @IsOptional() purity!: number;
  @IsOptional() moisture!: number;
  @IsOptional() validUntil!: string;
  @IsOptional() certificationAgency!: string;
  @IsOptional() tagSeries!: string;
  @IsOptional() bags!: number;
  @IsOptional() bagKg!: number;
}

export class UpdateSeedLotDto extends SeedLotFormDto implements UpdateSeedLotRequest {
  @MaxLength(100, { message: SEED_LOT_MESSAGES.notFound })
  @IsNotEmpty({ message: SEED_LOT_MESSAGES.notFound })
  @IsString({ message: SEED_LOT_MESSAGES.notFound })
  key!: string;

  @BaseVersionRule(SEED_LOT_MESSAGES.baseVersion)
  baseVersion!: number;
}

export class WithdrawSeedLotDto extends SeedLotKeyDto implements WithdrawSeedLotRequest {
  @BaseVersionRule(SEED_LOT_MESSAGES.baseVersion)
  baseVersion!: number;

  @MaxLength(SEED_LOT_LIMITS.reason, { message: SEED_LOT_MESSAGES.reason })
  @IsNotEmpty({ message: SEED_LOT_MESSAGES.reason })
  @IsString({ message: SEED_LOT_MESSAGES.reason })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  reason!: string;

  @MaxLength(SEED_LOT_LIMITS.reason, { message: SEED_LOT_MESSAGES.reasonHindi })
  @IsString({ message: SEED_LOT_MESSAGES.reasonHindi })
  @IsOptional()
  reasonHindi?: string;
}

export class ReinstateSeedLotDto extends SeedLotKeyDto implements ReinstateSeedLotRequest {
  @BaseVersionRule(SEED_LOT_MESSAGES.baseVersion)
  baseVersion!: number;
}

export class SeedLotListDto implements SeedLotListRequest {
  @MaxLength(100, { message: SEED_LOT_MESSAGES.search })
  @IsString({ message: SEED_LOT_MESSAGES.search })
  @IsOptional()
  search?: string;

  @IsIn(SEED_LOT_STATES, { message: SEED_LOT_MESSAGES.listState })
  @IsOptional()
  state?: SeedLotState;

  @IsOptional() page?: number;
  @IsOptional() size?: number;
}

export class SeedLotLabelsDto extends SeedLotKeyDto implements SeedLotLabelsRequest {
  @IsOptional()
  @Transform(asInteger)
  labels?: number;
}

/** Any text: a number that is no lot number gets the answer of any unknown number, not a refusal. */
export class SeedLotCheckDto implements SeedLotCheckRequest {
  @MaxLength(100, { message: SEED_LOT_MESSAGES.lotNumber })
  @IsString({ message: SEED_LOT_MESSAGES.lotNumber })
  @IsOptional()
  lotNumber!: string;
}
