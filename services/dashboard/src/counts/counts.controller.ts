import { Controller } from '@nestjs/common';
import { API, ApiRoute, ResponseMessage, type DashboardCounts } from '@seedcorp/libs';
import { CountsService } from './counts.service';

@Controller()
export class CountsController {
  constructor(private readonly counts: CountsService) {}

  @ApiRoute(API.dashboard.counts)
  @ResponseMessage('Counts fetched successfully.')
  current(): Promise<DashboardCounts> {
    return this.counts.current();
  }
}
