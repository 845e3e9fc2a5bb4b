import { IsIn, IsOptional, IsString } from 'class-validator';
import { FollowsFormRules } from '@seedcorp/libs';
import {
  STOCK_DISTRICTS,
  SEASON_KINDS,
  STOCK_CHANGE_RULES,
  type PublicStockRequest,
  type SeasonKind,
  STOCK_MESSAGES,
  type SeedClass,
  type StockChangeReason,
  type StockChangeRequest,
  type StockLineKey,
  type StockListRequest,
} from '@seedcorp/contracts';

/**
 * Every field as sent: the contract's rules check the types and ranges (a fraction or a negative number of bags, a
 * bag size as text) and report the first problem in its own words.
 */
@FollowsFormRules(STOCK_CHANGE_RULES, 'create')
export class StockChangeDto implements StockChangeRequest {
  @IsOptional() counterKey!: string;
  @IsOptional() season!: string;
  @IsOptional() crop!: string;
  @IsOptional() variety!: string;
  @IsOptional() seedClass!: SeedClass;
  @IsOptional() bagKg!: number;
  @IsOptional() reason!: StockChangeReason;
  @IsOptional() bags!: number;
  @IsOptional() baseVersion!: number;
  @IsOptional() note?: string;
}

export class StockListDto implements StockListRequest {
  @IsString({ message: STOCK_MESSAGES.counterRequired })
  counterKey!: string;

  @IsString({ message: STOCK_MESSAGES.season })
  season!: string;
}

export class StockLineKeyDto implements StockLineKey {
  @IsString({ message: STOCK_MESSAGES.lineNotFound })
  key!: string;
}

export class PublicStockDto implements PublicStockRequest {
  @IsIn(SEASON_KINDS, { message: STOCK_MESSAGES.publicSeason })
  season!: SeasonKind;

  @IsOptional()
  @IsIn(['', ...STOCK_DISTRICTS], { message: STOCK_MESSAGES.publicDistrict })
  district?: string;
}
