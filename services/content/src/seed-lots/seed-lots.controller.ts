import { Body, Controller, Query } from '@nestjs/common';
import {
  AcceptsFiles,
  AnswerWithMessage,
  ApiError,
  ApiRoute,
  FormFile,
  pageRequest,
  type UploadedFile,
} from '@seedcorp/libs';
import {
  API,
  indiaToday,
  SEED_LOT_LIMITS,
  SEED_LOT_MESSAGES,
  shortVerifyPath,
  type AdminSeedLot,
  type Paged,
  type PageQuery,
  type SeedLotLabels,
  type SeedLotLoadResult,
} from '@seedcorp/contracts';
import { ContentConfig } from '../config';
import {
  ReinstateSeedLotDto,
  SeedLotFormDto,
  SeedLotKeyDto,
  SeedLotLabelsDto,
  SeedLotListDto,
  UpdateSeedLotDto,
  WithdrawSeedLotDto,
} from './dto/seed-lot-requests.dto';
import { labelSheets } from './lot-labels';
import { adminLotOf } from './seed-lot-views';
import { SeedLotsService } from './seed-lots.service';

const isWhole = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

@Controller()
export class SeedLotsController {
  constructor(
    private readonly lots: SeedLotsService,
    private readonly config: ContentConfig,
  ) {}

  @ApiRoute(API.seedLots.getAll, SEED_LOT_MESSAGES.lotsFetched)
  list(@Body() body: SeedLotListDto, @Query() query: PageQuery): Promise<Paged<AdminSeedLot>> {
    return this.lots.list(body, pageRequest(query, body));
  }

  @ApiRoute(API.seedLots.get, SEED_LOT_MESSAGES.lotFetched)
  get(@Body() body: SeedLotKeyDto): Promise<AdminSeedLot> {
    return this.lots.get(body.key);
  }

  @ApiRoute(API.seedLots.create, SEED_LOT_MESSAGES.lotCreated)
  create(@Body() body: SeedLotFormDto): Promise<AdminSeedLot> {
    return this.lots.create(body);
  }

  @ApiRoute(API.seedLots.update, SEED_LOT_MESSAGES.lotUpdated)
  update(@Body() body: UpdateSeedLotDto): Promise<AdminSeedLot> {
    return this.lots.update(body.key, body.baseVersion, body);
  }

  @ApiRoute(API.seedLots.withdraw, SEED_LOT_MESSAGES.lotWithdrawn)
  withdraw(@Body() body: WithdrawSeedLotDto): Promise<AdminSeedLot> {
    return this.lots.withdraw(body.key, body.baseVersion, body.reason, body.reasonHindi);
  }

  @ApiRoute(API.seedLots.reinstate, SEED_LOT_MESSAGES.lotReinstated)
  reinstate(@Body() body: ReinstateSeedLotDto): Promise<AdminSeedLot> {
    return this.lots.reinstate(body.key, body.baseVersion);
  }

  @ApiRoute(API.seedLots.load)
  @AcceptsFiles({ maxFileBytes: 2 * SEED_LOT_LIMITS.loadBytes, maxFiles: 1 })
  async load(@FormFile('csv') file?: UploadedFile): Promise<AnswerWithMessage<SeedLotLoadResult>> {
    if (!file) throw ApiError.badRequest(SEED_LOT_MESSAGES.loadFile);
    if (file.size > SEED_LOT_LIMITS.loadBytes) throw ApiError.badRequest(SEED_LOT_MESSAGES.loadFileTooLarge);
    const result = await this.lots.load(file.buffer.toString('utf8'));
    return new AnswerWithMessage(result, SEED_LOT_MESSAGES.loaded(result.created, result.updated));
  }

  /** The sheet's codes hold the lot's short address on the public site, which the gateway sends to its page. */
  @ApiRoute(API.seedLots.labels, SEED_LOT_MESSAGES.labelsMade)
  async labels(@Body() body: SeedLotLabelsDto): Promise<SeedLotLabels> {
    const labels = body.labels ?? SEED_LOT_LIMITS.labelsPerSheet;
    if (!isWhole(labels, 1, SEED_LOT_LIMITS.labelsMax)) throw ApiError.badRequest(SEED_LOT_MESSAGES.labels);
    const lot = await this.lots.lotOf(body.key);
    const state = adminLotOf(lot, indiaToday(new Date())).state;
    if (state === 'withdrawn') throw ApiError.badRequest(SEED_LOT_MESSAGES.labelsWithdrawn);
    if (state === 'expired') throw ApiError.badRequest(SEED_LOT_MESSAGES.labelsExpired);
    const address = `${this.config.SITE_URL.replace(/\/$/, '')}${shortVerifyPath(lot.lotKey)}`;
    const pdf = await labelSheets({
      lotNumber: lot.lotNumber,
      address,
      caption: `${lot.crop[0].toUpperCase()}${lot.crop.slice(1)}, ${lot.variety.en}`,
      labels,
    });
    return { fileName: `seed-lot-${lot.lotKey}-labels.pdf`, pdf: Buffer.from(pdf).toString('base64'), labels, address };
  }
}
