import { Body, Controller, Query } from '@nestjs/common';
import { ApiRoute, pageRequest, PublicRead } from '@seedcorp/libs';
import {
  API,
  SALES_MESSAGES,
  type Paged,
  type PageQuery,
  type PublicSaleCounter,
  type SaleCounterItem,
} from '@seedcorp/contracts';
import {
  CloseSaleCounterDto,
  CreateSaleCounterDto,
  ListSaleCountersDto,
  SaleCounterKeyDto,
  UpdateSaleCounterDto,
} from './dto/counter-requests.dto';
import { CountersService } from './counters.service';

@Controller()
export class CountersController {
  constructor(private readonly counters: CountersService) {}

  @ApiRoute(API.sales.getCounters, SALES_MESSAGES.countersFetched)
  list(@Body() body: ListSaleCountersDto, @Query() query: PageQuery): Promise<Paged<SaleCounterItem>> {
    return this.counters.list(pageRequest(query, body));
  }

  @ApiRoute(API.sales.createCounter, SALES_MESSAGES.counterCreated)
  create(@Body() body: CreateSaleCounterDto): Promise<SaleCounterItem> {
    return this.counters.create(body);
  }

  @ApiRoute(API.sales.updateCounter, SALES_MESSAGES.counterUpdated)
  update(@Body() body: UpdateSaleCounterDto): Promise<SaleCounterItem> {
    return this.counters.update(body.key, body.baseVersion, body);
  }

  @ApiRoute(API.sales.closeCounter, SALES_MESSAGES.counterClosed)
  close(@Body() body: CloseSaleCounterDto): Promise<SaleCounterItem> {
    return this.counters.close(body.key, body.reason);
  }

  @ApiRoute(API.sales.reopenCounter, SALES_MESSAGES.counterReopened)
  reopen(@Body() body: SaleCounterKeyDto): Promise<SaleCounterItem> {
    return this.counters.reopen(body.key);
  }

  @ApiRoute(API.sales.webGetCounters, SALES_MESSAGES.countersFetched)
  @PublicRead()
  listPublic(): Promise<PublicSaleCounter[]> {
    return this.counters.listPublic();
  }
}
