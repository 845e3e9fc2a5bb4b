import { Body, Controller, Query } from '@nestjs/common';
import {
  API,
  ApiPost,
  DIRECTORY_MESSAGES,
  pageRequest,
  Public,
  ResponseMessage,
  type GroupedByLocation,
  type GroupedPage,
  type PageQuery,
  type RtiOfficerItem,
} from '@seedcorp/libs';
import { GroupedListDto } from '../shared/grouped-list.dto';
import { DeleteOfficerDto, OfficerFormDto, UpdateOfficerDto } from './dto/officer-requests.dto';
import { OfficersService } from './officers.service';

@Controller()
export class OfficersController {
  constructor(private readonly officers: OfficersService) {}

  @ApiPost(API.officersDirectory.create)
  @ResponseMessage(DIRECTORY_MESSAGES.officerCreated)
  async create(@Body() body: OfficerFormDto): Promise<{ key: string }> {
    return { key: (await this.officers.create(body)).id };
  }

  @ApiPost(API.officersDirectory.update)
  @ResponseMessage(DIRECTORY_MESSAGES.officerUpdated)
  async update(@Body() body: UpdateOfficerDto): Promise<void> {
    await this.officers.update(body.key, body);
  }

  @ApiPost(API.officersDirectory.delete)
  @ResponseMessage(DIRECTORY_MESSAGES.officerDeleted)
  async delete(@Body() body: DeleteOfficerDto): Promise<void> {
    await this.officers.delete(body.key);
  }

  @ApiPost(API.officersDirectory.getAll)
  @ResponseMessage(DIRECTORY_MESSAGES.officersFetched)
  list(@Body() body: GroupedListDto, @Query() query: PageQuery): Promise<GroupedPage<RtiOfficerItem>> {
    return this.officers.list(body.location, pageRequest(query, body));
  }

  @ApiPost(API.officersDirectory.webGetAll)
  @Public()
  @ResponseMessage(DIRECTORY_MESSAGES.officersFetched)
  listPublic(@Body() body: GroupedListDto): Promise<GroupedByLocation<RtiOfficerItem>> {
    return this.officers.listPublic(body.location);
  }
}
