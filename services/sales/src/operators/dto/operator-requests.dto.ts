import { ArrayMaxSize, IsArray, IsString } from 'class-validator';
import {
  SALE_COUNTER_LIMITS,
  SALES_MESSAGES,
  type CounterOperatorCounters,
  type CounterOperatorKey,
} from '@seedcorp/contracts';

export class CounterOperatorKeyDto implements CounterOperatorKey {
  @IsString({ message: SALES_MESSAGES.operatorRequired })
  adminId!: string;
}

export class CounterOperatorCountersDto implements CounterOperatorCounters {
  @IsString({ message: SALES_MESSAGES.operatorRequired })
  adminId!: string;

  @IsArray({ message: SALES_MESSAGES.operatorCounters })
  @ArrayMaxSize(SALE_COUNTER_LIMITS.operatorCounters, { message: SALES_MESSAGES.operatorCounters })
  @IsString({ each: true, message: SALES_MESSAGES.operatorCounters })
  counterKeys!: string[];
}
