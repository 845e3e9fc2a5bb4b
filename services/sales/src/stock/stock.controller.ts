import { Body, Controller } from '@nestjs/common';
import { ApiRoute, PublicRead } from '@seedcorp/libs';
import { API, STOCK_MESSAGES, type PublicStock, type StockHistory, type StockLineItem } from '@seedcorp/contracts';
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

  @ApiRoute(API.sales.webGetStock, STOCK_MESSAGES.stockFetched)
  @PublicRead()
  publicStock(@Body() body: PublicStockDto): Promise<PublicStock> {
    return this.stock.publicStock(body.season);
  }

  @ApiRoute(API.sales.getStockHistory, STOCK_MESSAGES.historyFetched)
  history(@Body() body: StockLineKeyDto): Promise<StockHistory> {
    return this.stock.history(body.key);
  }
}
