import { Body, Controller, Req } from '@nestjs/common';
import { ApiRoute, requireRecentSecondFactor, type AuthenticatedRequest } from '@seedcorp/libs';
import {
  API,
  WORKFLOW_MESSAGES,
  type ActivityActor,
  type ApprovalsList,
  type PublishSchedule,
} from '@seedcorp/contracts';
import { ActingAdmin } from './acting-admin.decorator';
import { ScheduleRequestDto, WorkflowDocumentDto, WorkflowRequestDto } from './dto/workflow-requests.dto';
import { WorkflowService } from './workflow.service';

@Controller()
export class WorkflowController {
  constructor(private readonly workflow: WorkflowService) {}

  @ApiRoute(API.content.submitDraft, WORKFLOW_MESSAGES.submitted)
  submit(@Body() body: WorkflowRequestDto, @ActingAdmin() admin: ActivityActor): Promise<void> {
    return this.workflow.submit(body.kind, body.key, body.baseVersion, admin);
  }

  @ApiRoute(API.content.approveDraft, WORKFLOW_MESSAGES.approved)
  approve(@Body() body: WorkflowRequestDto, @ActingAdmin() admin: ActivityActor): Promise<void> {
    return this.workflow.approve(body.kind, body.key, body.baseVersion, admin);
  }

  @ApiRoute(API.content.scheduleDraft, WORKFLOW_MESSAGES.scheduled)
  schedule(
    @Body() body: ScheduleRequestDto,
    @ActingAdmin() admin: ActivityActor,
    @Req() request: AuthenticatedRequest,
  ): Promise<PublishSchedule> {
    return this.workflow.schedule(body.kind, body.key, body.baseVersion, admin, body.publishAt, () =>
      requireRecentSecondFactor(request.admin),
    );
  }

  @ApiRoute(API.content.cancelSchedule, WORKFLOW_MESSAGES.scheduleCancelled)
  cancelSchedule(@Body() body: WorkflowDocumentDto): Promise<void> {
    return this.workflow.cancelSchedule(body.kind, body.key);
  }

  @ApiRoute(API.content.getApprovals, WORKFLOW_MESSAGES.approvalsFetched)
  approvals(): Promise<ApprovalsList> {
    return this.workflow.approvals();
  }
}
