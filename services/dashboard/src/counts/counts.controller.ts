import { Controller, Get } from '@nestjs/common';
import { ResponseMessage, type DashboardCounts } from '@seedcorp/libs';
import { CountsService } from './counts.service';

@Controller('api/dashboard')
export class CountsController {
  constructor(private readonly counts: CountsService) {}

  @Get('counts')
  @ResponseMessage('Counts fetched successfully.')
  current(): Promise<DashboardCounts> {
    return this.counts.current();
  }
}
