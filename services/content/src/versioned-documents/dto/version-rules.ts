import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { asInteger } from '@seedcorp/libs';
import { PUBLISH_REASON_LIMITS, WORKFLOW_MESSAGES } from '@seedcorp/contracts';

/*
 * The fields every kind of versioned document (a table, a page's words, the site settings) takes alike in its
 * requests. Each rule is applied in the order it is checked (as a field's own decorators, bottom-up), and the
 * message is each kind's own, since the spec words each kind's answers itself.
 */

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The version a change is based on, as the administrator loaded it: a whole number from 0. */
export const BaseVersionRule = (message: string) =>
  applyDecorators(IsInt({ message }), Min(0, { message }), Transform(asInteger));

/** The published version to restore: a whole number from 1, since version 0 is none. */
export const RestoredVersionRule = (message: string) =>
  applyDecorators(IsInt({ message }), Min(1, { message }), Transform(asInteger));

/**
 * The reason an administrator gives for publishing alone, as the publish calls take it: text, trimmed, within its
 * length. Whether it is needed (and long enough) is the workflow's to say, since that depends on the draft.
 */
export const PublishReasonRule = () =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: WORKFLOW_MESSAGES.reasonNotText }),
    MaxLength(PUBLISH_REASON_LIMITS.max, { message: WORKFLOW_MESSAGES.reasonTooLong }),
    IsOptional(),
  );
