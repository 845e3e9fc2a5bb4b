import { HttpException } from '@nestjs/common';

/**
 * A domain error that reaches the client as the envelope `{status, message, data?}`
 * with `message` exactly as written here (the spec's wording).
 */
export class ApiError extends HttpException {
  constructor(
    status: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message, status);
  }

  static badRequest(message: string, data?: unknown): ApiError {
    return new ApiError(400, message, data);
  }

  static unauthorized(message: string): ApiError {
    return new ApiError(401, message);
  }

  static forbidden(message: string, data?: unknown): ApiError {
    return new ApiError(403, message, data);
  }

  static notFound(message: string): ApiError {
    return new ApiError(404, message);
  }

  /** `retryAfterSeconds` also becomes the answer's Retry-After header. */
  static tooManyRequests(message: string, data?: { retryAfterSeconds: number }): ApiError {
    return new ApiError(429, message, data);
  }

  static unavailable(message: string, data?: unknown): ApiError {
    return new ApiError(503, message, data);
  }
}
