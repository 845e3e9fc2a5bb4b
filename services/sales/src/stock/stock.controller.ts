import { Body, Controller } from '@nestjs/common';
import {
  AcceptsFiles,
  AnswerWithMessage,
  ApiError,
  ApiRoute,
  FormFile,
  PublicRead,
  type UploadedFile,
} from '@seedcorp/libs';
import {
  API,
  STOCK_LIMITS,
  STOCK_MESSAGES,
  type PublicStock,
  type StockHistory,
  type StockLineItem,
  type StockLoadResult,
} from '@seedcorp/contracts';
import { PublicStockDto, StockChangeDto, StockLineKeyDto, StockListDto } from './dto/stock-requests.dto';
import { StockService } from './stock.service';

@Controller()
export class StockController {
  constructor(private readonly stock: StockService) {}

  @ApiRoute(API.sales.getStock, STOCK_MESSAGES.stockFetched)
  list(@Body() body: StockListDto): Promise<StockLineItem[]> {
    return this.stock.list(body.counterKey, body.season);
  }

  @ApiRoute(API.sales.changeStock, STOCK_MESSAGES.stockChanged)
  change(@Body() body: StockChangeDto): Promise<StockLineItem> {
    return this.stock.change(body);
  }

  @ApiRoute(API.sales.loadStock)
  @AcceptsFiles({ maxFileBytes: 2 * STOCK_LIMITS.loadBytes, maxFiles: 1 })
  async load(@FormFile('csv') file?: UploadedFile): Promise<AnswerWithMessage<StockLoadResult>> {
    if (!file) throw ApiError.badRequest(STOCK_MESSAGES.loadFile);
    if (file.size > STOCK_LIMITS.loadBytes) throw ApiError.badRequest(STOCK_MESSAGES.loadFileTooLarge);
    const result = await this.stock.load(file.buffer.toString('utf8'));
    return new AnswerWithMessage(result, STOCK_MESSAGES.stockLoaded(result.rows));
  }

  @ApiRoute(API.sales.webGetStock, STOCK_MESSAGES.stockFetched)
  @PublicRead()
  publicStock(@Body() body: PublicStockDto): Promise<PublicStock> {
    return this.stock.publicStock(body.season, body.district);
  }

  @ApiRoute(API.sales.getStockHistory, STOCK_MESSAGES.historyFetched)
  history(@Body() body: StockLineKeyDto): Promise<StockHistory> {
    return this.stock.history(body.key);
  }
}
