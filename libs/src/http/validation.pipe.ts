import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';

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
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => ApiError.badRequest(firstMessage(errors)),
  });
}
