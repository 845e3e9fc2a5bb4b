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
  type RtiAuthorityItem,
} from '@seedcorp/libs';
import { GroupedListDto } from '../shared/grouped-list.dto';
import { AuthorityFormDto, DeleteAuthorityDto, UpdateAuthorityDto } from './dto/authority-requests.dto';
import { AuthoritiesService } from './authorities.service';

@Controller()
export class AuthoritiesController {
  constructor(private readonly authorities: AuthoritiesService) {}

  @ApiPost(API.authorities.create)
  @ResponseMessage(DIRECTORY_MESSAGES.authorityCreated)
  async create(@Body() body: AuthorityFormDto): Promise<{ key: string }> {
    return { key: (await this.authorities.create(body)).id };
  }

  @ApiPost(API.authorities.update)
  @ResponseMessage(DIRECTORY_MESSAGES.authorityUpdated)
  async update(@Body() body: UpdateAuthorityDto): Promise<void> {
    await this.authorities.update(body.key, body);
  }

  @ApiPost(API.authorities.delete)
  @ResponseMessage(DIRECTORY_MESSAGES.authorityDeleted)
  async delete(@Body() body: DeleteAuthorityDto): Promise<void> {
    await this.authorities.delete(body.key);
  }

  @ApiPost(API.authorities.getAll)
  @ResponseMessage(DIRECTORY_MESSAGES.authoritiesFetched)
  list(@Body() body: GroupedListDto, @Query() query: PageQuery): Promise<GroupedPage<RtiAuthorityItem>> {
    return this.authorities.list(body.location, pageRequest(query, body));
  }

  @ApiPost(API.authorities.webGetAll)
  @Public()
  @ResponseMessage(DIRECTORY_MESSAGES.authoritiesFetched)
  listPublic(@Body() body: GroupedListDto): Promise<GroupedByLocation<RtiAuthorityItem>> {
    return this.authorities.listPublic(body.location);
  }
}
