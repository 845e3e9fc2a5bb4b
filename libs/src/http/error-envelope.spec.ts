import { BadRequestException, NotFoundException } from '@nestjs/common';
import { ApiError } from './api-error';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@seedcorp/contracts';
import { retryAfterOf, toErrorEnvelope } from './error-envelope';

describe('toErrorEnvelope', () => {
  it('keeps an ApiError message and data', () => {
    expect(toErrorEnvelope(new ApiError(429, 'Please wait 87 seconds.', { retryAfter: 87 }))).toEqual({
      status: 429,
      message: 'Please wait 87 seconds.',
      data: { retryAfter: 87 },
    });
  });

  it('takes the first message of a Nest HTTP exception, but never echoes an unknown route', () => {
    expect(toErrorEnvelope(new BadRequestException(['first', 'second']))).toEqual({ status: 400, message: 'first' });
    expect(toErrorEnvelope(new NotFoundException('Cannot POST /x?<b>y</b>'))).toEqual({
      status: 404,
      message: 'Not found.',
    });
  });

  it('maps body-parser and multer errors', () => {
    expect(toErrorEnvelope({ type: 'entity.parse.failed', status: 400 })).toEqual({
      status: 400,
      message: 'Malformed request body.',
    });
    expect(toErrorEnvelope({ type: 'entity.too.large', status: 413 })?.status).toBe(413);
    expect(toErrorEnvelope({ name: 'MulterError', code: 'LIMIT_FILE_SIZE' })?.status).toBe(413);
  });

  it('answers a dependency out of reach with the 503 and a Retry-After, never the 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const envelope = toErrorEnvelope(refused);
    expect(envelope).toEqual({ status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(retryAfterOf(envelope!)).toBe('5');
    expect(JSON.stringify(envelope)).not.toContain('5432');
  });

  it('leaves unknown errors to the generic 500', () => {
    expect(toErrorEnvelope(new Error('boom'))).toBeUndefined();
    expect(toErrorEnvelope('boom')).toBeUndefined();
  });
});
