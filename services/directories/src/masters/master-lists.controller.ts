import { Body, Controller, Query } from '@nestjs/common';
import { ApiRoute, pageRequest } from '@seedcorp/libs';
import {
  API,
  MASTER_LIST_MESSAGES,
  type KeptMasterList,
  type MasterListEntry,
  type Paged,
  type PageQuery,
} from '@seedcorp/contracts';
import {
  CreateMasterValueDto,
  DeleteMasterValueDto,
  MasterListDto,
  RenameMasterValueDto,
} from './dto/master-value-requests.dto';
import { MasterListsService } from './master-lists.service';

/** The administrators' calls on the lists they keep; the lists themselves are public reads (`MastersController`). */
@Controller()
export class MasterListsController {
  constructor(private readonly lists: MasterListsService) {}

  @ApiRoute(API.masterLists.getAll, MASTER_LIST_MESSAGES.fetched)
  getAll(@Body() body: MasterListDto, @Query() query: PageQuery): Promise<Paged<MasterListEntry>> {
    return this.lists.list(body.list, pageRequest(query, body));
  }

  // The form rules have passed, so `list` is one of the kept lists.
  @ApiRoute(API.masterLists.create, MASTER_LIST_MESSAGES.created)
  async create(@Body() body: CreateMasterValueDto): Promise<{ key: string }> {
    return { key: await this.lists.create(body.list as KeptMasterList, body) };
  }

  @ApiRoute(API.masterLists.update, MASTER_LIST_MESSAGES.renamed)
  async update(@Body() body: RenameMasterValueDto): Promise<void> {
    await this.lists.rename(body.list as KeptMasterList, body.key, body);
  }

  @ApiRoute(API.masterLists.delete, MASTER_LIST_MESSAGES.deleted)
  async delete(@Body() body: DeleteMasterValueDto): Promise<void> {
    await this.lists.delete(body.list, body.key);
  }
}
