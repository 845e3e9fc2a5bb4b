import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsNumber, IsObject, IsOptional, IsString, Max, Min } from 'class-validator';
import { asInteger, asText, FollowsFormRules } from '@seedcorp/libs';
import {
  CLOSE_SALE_COUNTER_RULES,
  SALE_COUNTER_FORM_RULES,
  SALE_COUNTER_LIMITS,
  SALES_MESSAGES,
  type Bilingual,
  type CloseSaleCounterRequest,
  type SaleCounterForm,
  type SaleCounterKey,
  type SaleCounterListRequest,
  type UpdateSaleCounterRequest,
} from '@seedcorp/contracts';

/** Only the two languages are kept; a language that is not text counts as blank, which the rules then report. */
const asBilingual = ({ value }: { value: unknown }) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { en, hi } = value as Record<string, unknown>;
  return { en: typeof en === 'string' ? en : '', hi: typeof hi === 'string' ? hi : '' };
};

/** A form's empty input sends '' for a coordinate it leaves out; multipart and urlencoded send numbers as text. */
const asCoordinate = ({ value }: { value: unknown }) => {
  if (value === '') return null;
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
};

const BilingualField = () =>
  applyDecorators(IsObject({ message: SALES_MESSAGES.notBilingual }), Transform(asBilingual), IsOptional());

const TextField = () => applyDecorators(IsString({ message: SALES_MESSAGES.notText }), Transform(asText), IsOptional());

const CoordinateField = () =>
  applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: SALES_MESSAGES.coordinatesNumbers }),
    Transform(asCoordinate),
    IsOptional(),
  );

/** Each field's type; which are required, and their formats, are the contract's rules. */
class SaleCounterFieldsDto implements SaleCounterForm {
  @BilingualField() regionalUnit!: Bilingual;
  @BilingualField() name!: Bilingual;
  @TextField() district?: string | null;
  @BilingualField() address!: Bilingual;
  @TextField() official!: string;
  @BilingualField() designation!: Bilingual;
  @TextField() mobile!: string;
  @BilingualField() openingHours!: Bilingual;
  @CoordinateField() latitude?: number | null;
  @CoordinateField() longitude?: number | null;

  @IsOptional()
  @Transform(asInteger)
  @IsInt({ message: SALES_MESSAGES.position })
  @Min(0, { message: SALES_MESSAGES.position })
  @Max(SALE_COUNTER_LIMITS.position, { message: SALES_MESSAGES.position })
  position?: number;
}

@FollowsFormRules(SALE_COUNTER_FORM_RULES, 'create')
export class CreateSaleCounterDto extends SaleCounterFieldsDto {}

export class SaleCounterKeyDto implements SaleCounterKey {
  @IsString({ message: SALES_MESSAGES.counterNotFound })
  key!: string;
}

@FollowsFormRules(SALE_COUNTER_FORM_RULES, 'update')
export class UpdateSaleCounterDto extends SaleCounterFieldsDto implements UpdateSaleCounterRequest {
  @IsString({ message: SALES_MESSAGES.counterNotFound })
  key!: string;

  @Min(0, { message: SALES_MESSAGES.baseVersion })
  @IsInt({ message: SALES_MESSAGES.baseVersion })
  @Transform(asInteger)
  baseVersion!: number;
}

@FollowsFormRules(CLOSE_SALE_COUNTER_RULES, 'update')
export class CloseSaleCounterDto extends SaleCounterKeyDto implements CloseSaleCounterRequest {
  @TextField() reason!: string;
}

export class ListSaleCountersDto implements SaleCounterListRequest {
  @IsOptional() page?: number | string;
  @IsOptional() size?: number | string;
}
