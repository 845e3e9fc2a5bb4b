import { Body, Controller, Query } from '@nestjs/common';
import { ApiRoute, ClientIp, pageRequest, Public } from '@seedcorp/libs';
import { API, FEEDBACK_MESSAGES, type FeedbackItem, type Paged, type PageQuery } from '@seedcorp/contracts';
import { FeedbackFormDto, FeedbackKeyDto } from './dto/feedback.dto';
import { FeedbackService } from './feedback.service';

@Controller()
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @ApiRoute(API.feedback.submit, FEEDBACK_MESSAGES.received)
  @Public()
  async submit(@Body() form: FeedbackFormDto, @ClientIp() ip: string): Promise<void> {
    await this.feedback.submit(form, ip);
  }

  @ApiRoute(API.feedback.getAll, FEEDBACK_MESSAGES.fetched)
  list(@Body() body: PageQuery, @Query() query: PageQuery): Promise<Paged<FeedbackItem>> {
    // Paging may come in the query (as the image list takes it) or in the body (as the notification list does).
    return this.feedback.list(pageRequest(query, body));
  }

  @ApiRoute(API.feedback.markRead, FEEDBACK_MESSAGES.markedRead)
  async markRead(@Body() body: FeedbackKeyDto): Promise<void> {
    await this.feedback.markRead(body.key);
  }

  @ApiRoute(API.feedback.delete, FEEDBACK_MESSAGES.deleted)
  async delete(@Body() body: FeedbackKeyDto): Promise<void> {
    await this.feedback.delete(body.key);
  }
}
