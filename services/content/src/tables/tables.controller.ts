import { Body, Controller, Req } from '@nestjs/common';
import {
  API,
  ApiPost,
  CONTENT_MESSAGES,
  PublicRead,
  requireRecentSecondFactor,
  ResponseMessage,
  type AdminContentTable,
  type AuthenticatedRequest,
  type ContentPageGroup,
  type EarlierRateList,
  type ExportedCsv,
  type PublicContentTable,
  type PublishedTableSummary,
  type SavedDraft,
} from '@seedcorp/libs';
import { BasedOnVersionDto, ImportRowsDto, RestoreDto, SaveDraftDto, TableKeyDto } from './dto/table-requests.dto';
import { TablesService } from './tables.service';

@Controller()
export class TablesController {
  constructor(private readonly tables: TablesService) {}

  @ApiPost(API.content.webGetTable)
  @PublicRead()
  @ResponseMessage(CONTENT_MESSAGES.tableFetched)
  publicTable(@Body() body: TableKeyDto): Promise<PublicContentTable> {
    return this.tables.publicTable(body.key);
  }

  @ApiPost(API.content.webGetRateLists)
  @PublicRead()
  @ResponseMessage(CONTENT_MESSAGES.rateListsFetched)
  earlierRateLists(@Body() body: TableKeyDto): Promise<EarlierRateList[]> {
    return this.tables.earlierRateLists(body.key);
  }

  @ApiPost(API.content.webGetTables)
  @PublicRead()
  @ResponseMessage(CONTENT_MESSAGES.tablesFetched)
  publishedTables(): Promise<PublishedTableSummary[]> {
    return this.tables.publishedTables();
  }

  @ApiPost(API.content.getAll)
  @ResponseMessage(CONTENT_MESSAGES.tablesFetched)
  pages(): Promise<ContentPageGroup[]> {
    return this.tables.pages();
  }

  @ApiPost(API.content.getTable)
  @ResponseMessage(CONTENT_MESSAGES.tableFetched)
  adminTable(@Body() body: TableKeyDto): Promise<AdminContentTable> {
    return this.tables.adminTable(body.key);
  }

  @ApiPost(API.content.saveDraft)
  @ResponseMessage(CONTENT_MESSAGES.draftSaved)
  saveDraft(@Body() body: SaveDraftDto): Promise<SavedDraft> {
    return this.tables.saveDraft(body.key, body.baseVersion, body);
  }

  @ApiPost(API.content.publish)
  @ResponseMessage(CONTENT_MESSAGES.published)
  async publish(@Body() body: BasedOnVersionDto, @Req() request: AuthenticatedRequest): Promise<{ version: number }> {
    if (await this.tables.isRateList(body.key)) requireRecentSecondFactor(request.admin);
    return this.tables.publish(body.key, body.baseVersion);
  }

  @ApiPost(API.content.restore)
  @ResponseMessage(CONTENT_MESSAGES.restored)
  restore(@Body() body: RestoreDto): Promise<SavedDraft> {
    return this.tables.restore(body.key, body.baseVersion, body.version);
  }

  @ApiPost(API.content.importRows)
  @ResponseMessage(CONTENT_MESSAGES.imported)
  importRows(@Body() body: ImportRowsDto): Promise<SavedDraft> {
    return this.tables.importRows(body.key, body.baseVersion, body.csv, body.mode);
  }

  @ApiPost(API.content.exportCsv)
  @ResponseMessage(CONTENT_MESSAGES.exported)
  exportCsv(@Body() body: TableKeyDto): Promise<ExportedCsv> {
    return this.tables.exportCsv(body.key);
  }
}
