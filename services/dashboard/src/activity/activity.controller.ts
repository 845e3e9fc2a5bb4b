import { Controller, Get, Query } from '@nestjs/common';
import {
  pageRequest,
  ResponseMessage,
  type Paged,
  type PageQuery,
  type RecentActivityItem,
  type SignInLogItem,
} from '@seedcorp/libs';
import { ActivityService, recentLimit } from './activity.service';

@Controller('api/dashboard')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get('recentActivity')
  @ResponseMessage('Recent activity fetched successfully.')
  recent(@Query('limit') limit?: string): Promise<RecentActivityItem[]> {
    return this.activity.recent(recentLimit(limit));
  }

  @Get('signInLog')
  @ResponseMessage('Sign-in log fetched successfully.')
  signInLog(@Query() query: PageQuery): Promise<Paged<SignInLogItem>> {
    return this.activity.signInLog(pageRequest(query));
  }
}
