import { Controller, Get } from '@nestjs/common';
import { INTERNAL_COUNTS_PATH, Public, ResponseMessage, type InternalCounts } from '@seedcorp/libs';
import { ImagesService } from './images.service';

/**
 * The true image counts for the dashboard's reconciliation. Service-to-service only: the gateway routes
 * no `/internal/` path, so it is reachable only on the service's own network, hence no admin token.
 */
@Controller()
@Public()
export class InternalCountsController {
  constructor(private readonly images: ImagesService) {}

  @Get(INTERNAL_COUNTS_PATH)
  @ResponseMessage('Counts fetched successfully.')
  counts(): Promise<InternalCounts> {
    return this.images.countByLocation();
  }
}
