import { Controller, Get, Query } from '@nestjs/common';
import { ApiRoute, ClientIp, Public, PublicRead, ResponseMessage } from '@seedcorp/libs';
import {
  API,
  SEED_LOT_INTERNAL_PATH,
  SEED_LOT_MESSAGES,
  type PublicSeedLot,
  type SeedLotCheck,
  type SeedLotNotice,
} from '@seedcorp/contracts';
import { SeedLotCheckDto } from './dto/seed-lot-requests.dto';
import { SeedLotCheckService } from './seed-lot-check.service';
import { SeedLotsService } from './seed-lots.service';

@Controller()
export class SeedLotCheckController {
  constructor(
    private readonly checks: SeedLotCheckService,
    private readonly lots: SeedLotsService,
  ) {}

  /**
   * The same number always gets the same answer (the gateway keeps it for a second); the site renderer asks on a
   * visitor's behalf and passes the visitor's address on, so the limit counts the visitor, not the renderer.
   */
  @ApiRoute(API.seedLots.webCheck, SEED_LOT_MESSAGES.checked)
  @PublicRead()
  check(@Query() query: SeedLotCheckDto, @ClientIp() address: string): Promise<SeedLotCheck> {
    return this.checks.check(query.lotNumber, address);
  }

  @ApiRoute(API.seedLots.webGetNotices, SEED_LOT_MESSAGES.noticesFetched)
  @PublicRead()
  notices(): Promise<SeedLotNotice[]> {
    return this.lots.notices();
  }

  /**
   * `GET /internal/seedLot?lot=`: a lot for a counter's record of a collection (the sales service). Service to
   * service only: the gateway routes no `/internal/` path.
   */
  @Get(SEED_LOT_INTERNAL_PATH)
  @Public()
  @ResponseMessage(SEED_LOT_MESSAGES.lotFetched)
  lot(@Query('lot') lot?: string): Promise<PublicSeedLot | null> {
    return this.checks.lotFor(typeof lot === 'string' ? lot : undefined);
  }
}
