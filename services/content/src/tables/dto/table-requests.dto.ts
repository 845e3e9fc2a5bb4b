import { IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { BaseVersionRule, PublishReasonRule, RestoredVersionRule } from '../../versioned-documents/dto/version-rules';
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  HINDI_REVIEW_STATES,
  IMPORT_MODES,
  isTableNote,
  type ContentRow,
  type HindiReview,
  type ImportMode,
  type ImportRowsRequest,
  type PublishRequest,
  type RestoreRequest,
  type SaveDraftRequest,
  type TableKeyRequest,
  type TableNote,
} from '@seedcorp/contracts';

/** Decorators run bottom-up: each field lists its rules from the last checked to the first. */
export class TableKeyDto implements TableKeyRequest {
  @MaxLength(100, { message: CONTENT_MESSAGES.tableNotFound })
  @IsNotEmpty({ message: CONTENT_MESSAGES.keyRequired })
  @IsString({ message: CONTENT_MESSAGES.keyRequired })
  key!: string;
}

/** A change checked against the version the administrator loaded: the body of every edit. */
class BasedOnVersionDto extends TableKeyDto {
  @BaseVersionRule(CONTENT_MESSAGES.baseVersion)
  baseVersion!: number;
}

export class PublishDto extends BasedOnVersionDto implements PublishRequest {
  @PublishReasonRule()
  reason?: string;
}

/** The rows are checked against the table's columns by the service, which reports every bad cell at once. */
export class SaveDraftDto extends BasedOnVersionDto implements SaveDraftRequest {
  @IsArray({ message: CONTENT_MESSAGES.rowsNotList })
  rows!: ContentRow[];

  /** The notes' rule is the contract's own check, which the OpenAPI generator cannot read: their shape is stated. */
  @JSONSchema(() => {
    const text = { type: 'string', maxLength: CONTENT_LIMITS.noteMax } as const;
    return {
      type: 'array',
      maxItems: CONTENT_LIMITS.notesMax,
      items: {
        oneOf: [
          text,
          { type: 'object', properties: { en: text, hi: text }, required: ['en'], additionalProperties: false },
        ],
      },
    };
  })
  @ValidateBy(
    { name: 'isTableNote', validator: { validate: isTableNote } },
    {
      each: true,
      message: CONTENT_MESSAGES.notesNotList,
    },
  )
  @IsArray({ message: CONTENT_MESSAGES.notesNotList })
  notes: TableNote[] = [];

  /** Left out, a rate list keeps the season and date it has. */
  @IsOptional()
  @MaxLength(CONTENT_LIMITS.seasonMax, { message: CONTENT_MESSAGES.seasonRequired })
  @IsString({ message: CONTENT_MESSAGES.seasonRequired })
  season?: string;

  @ValidateIf((_dto, value) => value !== undefined && value !== null)
  @IsString({ message: CONTENT_MESSAGES.effectiveFrom })
  effectiveFrom?: string | null;

  /** Left out, the table keeps the state its Hindi has. */
  @IsOptional()
  @IsIn(HINDI_REVIEW_STATES, { message: CONTENT_MESSAGES.hindiReview })
  hindiReview?: HindiReview;
}

export class RestoreDto extends BasedOnVersionDto implements RestoreRequest {
  @RestoredVersionRule(CONTENT_MESSAGES.versionNotFound)
  version!: number;
}

export class ImportRowsDto extends BasedOnVersionDto implements ImportRowsRequest {
  @MaxLength(CONTENT_LIMITS.csvMaxChars, { message: CONTENT_MESSAGES.csvTooLong })
  @IsNotEmpty({ message: CONTENT_MESSAGES.csvRequired })
  @IsString({ message: CONTENT_MESSAGES.csvRequired })
  csv!: string;

  @IsIn(IMPORT_MODES, { message: CONTENT_MESSAGES.importMode })
  mode!: ImportMode;
}
