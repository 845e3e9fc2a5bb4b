import { type ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';

/** PostgreSQL cannot keep U+0000 in text: a value holding it is refused here rather than failing its query. */
export const NUL_CHARACTER_MESSAGE = 'Text may not contain the NUL character.';

/** Deeper than any form, query or parsed JSON that reaches a handler (JSON is refused past 16 levels). */
const MAX_DEPTH = 32;

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Uploaded bytes are not text: a file may hold any byte.
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

class PlatformValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (holdsNul(value)) throw ApiError.badRequest(NUL_CHARACTER_MESSAGE);
    return super.transform(value, metadata);
  }
}

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) return messages[0];
    const nested = error.children?.length ? firstMessage(error.children) : '';
    if (nested) return nested;
  }
  return 'Invalid request.';
}

/**
 * DTO validation for JSON, urlencoded and multipart bodies alike. The first failing rule
 * answers 400 with the message written on the DTO, which is where the spec's wording lives.
 * Any body, query or path value holding the NUL character is refused first.
 */
export function createValidationPipe(): ValidationPipe {
  return new PlatformValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => ApiError.badRequest(firstMessage(errors)),
  });
}
