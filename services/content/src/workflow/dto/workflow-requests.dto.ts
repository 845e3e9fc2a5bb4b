import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  CONTENT_ITEM_KINDS,
  WORKFLOW_MESSAGES,
  type ContentItemKind,
  type ScheduleRequest,
  type WorkflowDocument,
  type WorkflowRequest,
} from '@seedcorp/contracts';
import { BaseVersionRule } from '../../versioned-documents/dto/version-rules';

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
  @BaseVersionRule(WORKFLOW_MESSAGES.baseVersion)
  baseVersion!: number;
}

/** The time is checked by the workflow, which knows a rate list's effective-from date. */
export class ScheduleRequestDto extends WorkflowRequestDto implements ScheduleRequest {
  @IsOptional()
  @MaxLength(40, { message: WORKFLOW_MESSAGES.publishAtInvalid })
  @IsString({ message: WORKFLOW_MESSAGES.publishAtInvalid })
  publishAt?: string;
}
