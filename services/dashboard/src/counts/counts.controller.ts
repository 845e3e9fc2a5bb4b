import { Controller, Get } from '@nestjs/common';
import { API, ResponseMessage, type DashboardCounts } from '@seedcorp/libs';
import { CountsService } from './counts.service';

@Controller()
export class CountsController {
  constructor(private readonly counts: CountsService) {}

  @Get(API.dashboard.counts)
  @ResponseMessage('Counts fetched successfully.')
  current(): Promise<DashboardCounts> {
    return this.counts.current();
  }
}
