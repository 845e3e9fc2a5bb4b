import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, Observable } from 'rxjs';
import type { ApiEnvelope } from '../contracts/envelope';
import { RAW_RESPONSE, RESPONSE_MESSAGE } from './response-message.decorator';

/** Wraps what a handler returns as `{status: 200, message, data}`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, targets)) return next.handle();
    const message = this.reflector.getAllAndOverride<string>(RESPONSE_MESSAGE, targets) ?? 'Success';
    return next.handle().pipe(
      map((data: unknown) => {
        if (data instanceof StreamableFile) return data;
        const envelope: ApiEnvelope = { status: 200, message };
        if (data !== undefined) envelope.data = data;
        return envelope;
      }),
    );
  }
}
