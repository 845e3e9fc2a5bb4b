import { Body, Controller } from '@nestjs/common';
import { ApiRoute, PublicRead } from '@seedcorp/libs';
import {
  API,
  PAGE_MESSAGES,
  type ActivityActor,
  type AdminPage,
  type AdminPageSummary,
  type PublicPage,
  type PublicPageTitle,
} from '@seedcorp/contracts';
import { ActingAdmin } from '../workflow/acting-admin.decorator';
import { WorkflowService } from '../workflow/workflow.service';
import { PagePathDto, PublishPageDto, RestorePageDto, SavePageDraftDto } from './dto/page-requests.dto';
import { PagesService } from './pages.service';

@Controller()
export class PagesController {
  constructor(
    private readonly pages: PagesService,
    private readonly workflow: WorkflowService,
  ) {}

  @ApiRoute(API.content.webGetPage, PAGE_MESSAGES.pageFetched)
  @PublicRead()
  publicPage(@Body() body: PagePathDto): Promise<PublicPage> {
    return this.pages.publicPage(body.path);
  }

  @ApiRoute(API.content.webGetPageTitles, PAGE_MESSAGES.titlesFetched)
  @PublicRead()
  publicTitles(): Promise<PublicPageTitle[]> {
    return this.pages.publicTitles();
  }

  @ApiRoute(API.content.getPages, PAGE_MESSAGES.pagesFetched)
  allPages(): Promise<AdminPageSummary[]> {
    return this.pages.pages();
  }

  @ApiRoute(API.content.getPage, PAGE_MESSAGES.pageFetched)
  adminPage(@Body() body: PagePathDto): Promise<AdminPage> {
    return this.pages.adminPage(body.path);
  }

  @ApiRoute(API.content.savePageDraft, PAGE_MESSAGES.draftSaved)
  saveDraft(@Body() body: SavePageDraftDto, @ActingAdmin() admin: ActivityActor): Promise<{ version: number }> {
    return this.pages.saveDraft(body.path, body.baseVersion, body, admin);
  }

  @ApiRoute(API.content.publishPage, PAGE_MESSAGES.published)
  publish(@Body() body: PublishPageDto, @ActingAdmin() admin: ActivityActor): Promise<{ version: number }> {
    return this.workflow.publish('page', body.path, body.baseVersion, admin, body.reason);
  }

  @ApiRoute(API.content.restorePage, PAGE_MESSAGES.restored)
  restore(@Body() body: RestorePageDto, @ActingAdmin() admin: ActivityActor): Promise<{ version: number }> {
    return this.pages.restore(body.path, body.baseVersion, body.version, admin);
  }
}
