import { Controller, Get, Inject, type Type } from '@nestjs/common';
import { Public } from '../auth/public.decorator';
import { INTERNAL_COUNTS_PATH, type InternalCounts } from '@seedcorp/contracts';
import { ResponseMessage } from '../http/response-message.decorator';

/**
 * `GET /internal/counts` of a service that owns counted records: the true numbers the dashboard
 * reconciles its counts with. Service-to-service only: the gateway routes no `/internal/` path, so it
 * is reachable only on the services' own network, hence no admin token.
 */
export function internalCountsController<T>(owner: Type<T>, count: (owner: T) => Promise<InternalCounts>): Type {
  @Controller()
  @Public()
  class InternalCountsController {
    constructor(@Inject(owner) private readonly service: T) {}

    @Get(INTERNAL_COUNTS_PATH)
    @ResponseMessage('Counts fetched successfully.')
    counts(): Promise<InternalCounts> {
      return count(this.service);
    }
  }
  return InternalCountsController;
}
