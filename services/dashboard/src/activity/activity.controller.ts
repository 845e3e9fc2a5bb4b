import { Controller, Query } from '@nestjs/common';
import { ApiRoute, pageRequest } from '@seedcorp/libs';
import { API, type Paged, type PageQuery, type RecentActivityItem, type SignInLogItem } from '@seedcorp/contracts';
import { ActivityService, recentLimit } from './activity.service';

@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @ApiRoute(API.dashboard.recentActivity, 'Recent activity fetched successfully.')
  recent(@Query('limit') limit?: string): Promise<RecentActivityItem[]> {
    return this.activity.recent(recentLimit(limit));
  }

  @ApiRoute(API.dashboard.signInLog, 'Sign-in log fetched successfully.')
  signInLog(@Query() query: PageQuery): Promise<Paged<SignInLogItem>> {
    return this.activity.signInLog(pageRequest(query));
  }
}
