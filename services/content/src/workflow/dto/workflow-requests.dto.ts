import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import {
  asInteger,
  CONTENT_ITEM_KINDS,
  PUBLISH_REASON_LIMITS,
  WORKFLOW_MESSAGES,
  type ContentItemKind,
  type ScheduleRequest,
  type WorkflowDocument,
  type WorkflowRequest,
} from '@seedcorp/libs';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The reason an administrator gives for publishing alone, as the publish calls take it: text, trimmed, within its
 * length. Whether it is needed (and long enough) is the workflow's to say, since that depends on the draft.
 */
export const PublishReasonRule = () =>
  // Applied in this order, so checked in it: text first, then its length (as a field's own decorators, bottom-up).
  applyDecorators(
    Transform(trimmed),
    IsString({ message: WORKFLOW_MESSAGES.reasonNotText }),
    MaxLength(PUBLISH_REASON_LIMITS.max, { message: WORKFLOW_MESSAGES.reasonTooLong }),
    IsOptional(),
  );

/** Decorators run bottom-up: each field lists its rules from the last checked to the first. */
export class WorkflowDocumentDto implements WorkflowDocument {
  @IsIn(CONTENT_ITEM_KINDS, { message: WORKFLOW_MESSAGES.kindInvalid })
  kind!: ContentItemKind;

  @MaxLength(200, { message: WORKFLOW_MESSAGES.keyRequired })
  @IsNotEmpty({ message: WORKFLOW_MESSAGES.keyRequired })
  @IsString({ message: WORKFLOW_MESSAGES.keyRequired })
  key!: string;
}

export class WorkflowRequestDto extends WorkflowDocumentDto implements WorkflowRequest {
  @Transform(asInteger)
  @Min(0, { message: WORKFLOW_MESSAGES.baseVersion })
  @IsInt({ message: WORKFLOW_MESSAGES.baseVersion })
  baseVersion!: number;
}

/** The time is checked by the workflow, which knows a rate list's effective-from date. */
export class ScheduleRequestDto extends WorkflowRequestDto implements ScheduleRequest {
  @IsOptional()
  @MaxLength(40, { message: WORKFLOW_MESSAGES.publishAtInvalid })
  @IsString({ message: WORKFLOW_MESSAGES.publishAtInvalid })
  publishAt?: string;
}
