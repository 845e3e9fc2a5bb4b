import { Controller } from '@nestjs/common';
import { ApiRoute } from '@seedcorp/libs';
import { API, type DashboardCounts } from '@seedcorp/contracts';
import { CountsService } from './counts.service';

@Controller()
export class CountsController {
  constructor(private readonly counts: CountsService) {}

  @ApiRoute(API.dashboard.counts, 'Counts fetched successfully.')
  current(): Promise<DashboardCounts> {
    return this.counts.current();
  }
}
