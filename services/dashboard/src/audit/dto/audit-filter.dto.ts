import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  AUDIT_ACTIONS,
  AUDIT_FILTER_MAX_LENGTH,
  AUDIT_MESSAGES,
  type ActivityType,
  type AuditFilter,
  type AuditQuery,
} from '@seedcorp/contracts';

/** A field left empty in the form filters nothing. */
const trimmedOrAbsent = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const FilterText = () =>
  applyDecorators(
    Transform(trimmedOrAbsent),
    IsOptional(),
    IsString({ message: AUDIT_MESSAGES.filterTooLong }),
    MaxLength(AUDIT_FILTER_MAX_LENGTH, { message: AUDIT_MESSAGES.filterTooLong }),
  );

const FilterDate = () =>
  applyDecorators(
    Transform(trimmedOrAbsent),
    IsOptional(),
    IsString({ message: AUDIT_MESSAGES.badDate }),
    Matches(DATE, { message: AUDIT_MESSAGES.badDate }),
  );

/** The filter of the list and the export, read from the query; the service checks that `from` is not after `to`. */
export class AuditFilterDto implements AuditFilter {
  @FilterText()
  person?: string;

  @FilterText()
  recordType?: string;

  @FilterText()
  recordId?: string;

  @Transform(trimmedOrAbsent)
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: AUDIT_MESSAGES.unknownAction })
  action?: ActivityType;

  @FilterDate()
  from?: string;

  @FilterDate()
  to?: string;
}

/** The list's filter and page; the page is read by the shared paging rules, which clamp rather than refuse. */
export class AuditQueryDto extends AuditFilterDto implements AuditQuery {
  @IsOptional()
  page?: string;

  @IsOptional()
  size?: string;
}
