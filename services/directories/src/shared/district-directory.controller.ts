import { Body, Controller, Inject, Query, type Type } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { ApiRoute, pageRequest, PublicRead, type PageRequest } from '@seedcorp/libs';
import { type ApiPath, type GroupedByLocation, type GroupedPage, type PageQuery } from '@seedcorp/contracts';
import { GroupedListDto } from './grouped-list.dto';

/** What the controller asks of a district directory's service (see `DistrictDirectory`). */
interface DistrictDirectoryCalls<Create, Item> {
  create(form: Create): Promise<{ id: string }>;
  update(key: string, form: Create): Promise<void>;
  delete(key: string): Promise<void>;
  list(location: string, page: PageRequest): Promise<GroupedPage<Item>>;
  listPublic(location: string): Promise<GroupedByLocation<Item>>;
}

export interface DistrictDirectoryRoutes<Create, Update extends { key: string }, Delete extends { key: string }> {
  paths: Record<'create' | 'update' | 'delete' | 'getAll' | 'webGetAll', ApiPath>;
  messages: { created: string; updated: string; deleted: string; fetched: string };
  /** The request DTOs: the global validation pipe reads a parameter's class from its declared type. */
  requests: { create: Type<Create>; update: Type<Update>; delete: Type<Delete> };
  service: Type<DistrictDirectoryCalls<Create, unknown>>;
}

/** Declares a parameter's class for the validation pipe and the OpenAPI document, which a generic signature hides. */
function bodyOf(prototype: object, method: string, request: Type<unknown>): void {
  Reflect.defineMetadata('design:paramtypes', [request, Object], prototype, method);
  const descriptor = Object.getOwnPropertyDescriptor(prototype, method) as PropertyDescriptor;
  ApiBody({ type: request })(prototype, method, descriptor);
}

/**
 * The five calls of a directory kept per district (RTI officers, RTI authorities): create, edit, delete, the
 * admin's paged list and the public grouped list, on each kind's own paths, messages and forms.
 */
export function districtDirectoryController<
  Item,
  Create,
  Update extends Create & { key: string },
  Delete extends { key: string },
>(routes: DistrictDirectoryRoutes<Create, Update, Delete>): Type<unknown> {
  @Controller()
  class DistrictDirectoryController {
    constructor(@Inject(routes.service) private readonly directory: DistrictDirectoryCalls<Create, Item>) {}

    @ApiRoute(routes.paths.create, routes.messages.created)
    async create(@Body() body: Create): Promise<{ key: string }> {
      return { key: (await this.directory.create(body)).id };
    }

    @ApiRoute(routes.paths.update, routes.messages.updated)
    async update(@Body() body: Update): Promise<void> {
      await this.directory.update(body.key, body);
    }

    @ApiRoute(routes.paths.delete, routes.messages.deleted)
    async delete(@Body() body: Delete): Promise<void> {
      await this.directory.delete(body.key);
    }

    @ApiRoute(routes.paths.getAll, routes.messages.fetched)
    list(@Body() body: GroupedListDto, @Query() query: PageQuery): Promise<GroupedPage<Item>> {
      return this.directory.list(body.location, pageRequest(query, body));
    }

    @ApiRoute(routes.paths.webGetAll, routes.messages.fetched)
    @PublicRead()
    listPublic(@Body() body: GroupedListDto): Promise<GroupedByLocation<Item>> {
      return this.directory.listPublic(body.location);
    }
  }
  bodyOf(DistrictDirectoryController.prototype, 'create', routes.requests.create);
  bodyOf(DistrictDirectoryController.prototype, 'update', routes.requests.update);
  bodyOf(DistrictDirectoryController.prototype, 'delete', routes.requests.delete);
  return DistrictDirectoryController;
}
