import { Body, Controller, Req } from '@nestjs/common';
import { ApiRoute, PublicRead, requireRecentSecondFactor, type AuthenticatedRequest } from '@seedcorp/libs';
import {
  API,
  CONTENT_MESSAGES,
  type ActivityActor,
  type AdminContentTable,
  type ContentPageGroup,
  type EarlierRateList,
  type ExportedCsv,
  type PublicContentTable,
  type PublishedTableSummary,
  type SavedDraft,
} from '@seedcorp/contracts';
import { ActingAdmin } from '../workflow/acting-admin.decorator';
import { WorkflowService } from '../workflow/workflow.service';
import { ImportRowsDto, PublishDto, RestoreDto, SaveDraftDto, TableKeyDto } from './dto/table-requests.dto';
import { TablesService } from './tables.service';

@Controller()
export class TablesController {
  constructor(
    private readonly tables: TablesService,
    private readonly workflow: WorkflowService,
  ) {}

  @ApiRoute(API.content.webGetTable, CONTENT_MESSAGES.tableFetched)
  @PublicRead()
  publicTable(@Body() body: TableKeyDto): Promise<PublicContentTable> {
    return this.tables.publicTable(body.key);
  }

  @ApiRoute(API.content.webGetRateLists, CONTENT_MESSAGES.rateListsFetched)
  @PublicRead()
  earlierRateLists(@Body() body: TableKeyDto): Promise<EarlierRateList[]> {
    return this.tables.earlierRateLists(body.key);
  }

  @ApiRoute(API.content.webGetTables, CONTENT_MESSAGES.tablesFetched)
  @PublicRead()
  publishedTables(): Promise<PublishedTableSummary[]> {
    return this.tables.publishedTables();
  }

  @ApiRoute(API.content.getAll, CONTENT_MESSAGES.tablesFetched)
  pages(): Promise<ContentPageGroup[]> {
    return this.tables.pages();
  }

  @ApiRoute(API.content.getTable, CONTENT_MESSAGES.tableFetched)
  adminTable(@Body() body: TableKeyDto): Promise<AdminContentTable> {
    return this.tables.adminTable(body.key);
  }

  @ApiRoute(API.content.saveDraft, CONTENT_MESSAGES.draftSaved)
  saveDraft(@Body() body: SaveDraftDto, @ActingAdmin() admin: ActivityActor): Promise<SavedDraft> {
    return this.tables.saveDraft(body.key, body.baseVersion, body, admin);
  }

  @ApiRoute(API.content.publish, CONTENT_MESSAGES.published)
  async publish(
    @Body() body: PublishDto,
    @ActingAdmin() admin: ActivityActor,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ version: number }> {
    if (await this.tables.isRateList(body.key)) requireRecentSecondFactor(request.admin);
    return this.workflow.publish('table', body.key, body.baseVersion, admin, body.reason);
  }

  @ApiRoute(API.content.restore, CONTENT_MESSAGES.restored)
  restore(@Body() body: RestoreDto, @ActingAdmin() admin: ActivityActor): Promise<SavedDraft> {
    return this.tables.restore(body.key, body.baseVersion, body.version, admin);
  }

  @ApiRoute(API.content.importRows, CONTENT_MESSAGES.imported)
  importRows(@Body() body: ImportRowsDto, @ActingAdmin() admin: ActivityActor): Promise<SavedDraft> {
    return this.tables.importRows(body.key, body.baseVersion, body.csv, body.mode, admin);
  }

  @ApiRoute(API.content.exportCsv, CONTENT_MESSAGES.exported)
  exportCsv(@Body() body: TableKeyDto): Promise<ExportedCsv> {
    return this.tables.exportCsv(body.key);
  }
}
