import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, Observable } from 'rxjs';
import type { Response } from 'express';
import { IS_PUBLIC_READ } from '../auth/public.decorator';
import { publicAnswerHeaders } from '@seedcorp/contracts';
import type { ApiEnvelope } from '@seedcorp/contracts';
import { AnswerWithMessage, RAW_RESPONSE, RESPONSE_MESSAGE } from './response-message.decorator';

/** Wraps what a handler returns as `{status: 200, message, data}` (with the public reads' caching headers). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, targets)) return next.handle();
    const message = this.reflector.getAllAndOverride<string>(RESPONSE_MESSAGE, targets) ?? 'Success';
    const publicRead = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_READ, targets);
    return next.handle().pipe(
      map((data: unknown) => {
        // Only a successful answer may stand in for later ones.
        if (publicRead) {
          const response = context.switchToHttp().getResponse<Response>();
          for (const [name, value] of publicAnswerHeaders()) response.setHeader(name, value);
        }
        if (data instanceof StreamableFile) return data;
        if (data instanceof AnswerWithMessage) return { status: 200, message: data.message, data: data.data };
        const envelope: ApiEnvelope = { status: 200, message };
        if (data !== undefined) envelope.data = data;
        return envelope;
      }),
    );
  }
}
