import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SaleCounter } from '../counters/sale-counter.entity';
import { SeedCatalogueClient } from './seed-catalogue.client';
import { StockChange } from './stock-change.entity';
import { StockLine } from './stock-line.entity';
import { StockController } from './stock.controller';
import { StockService } from './stock.service';

@Module({
  imports: [TypeOrmModule.forFeature([StockLine, StockChange, SaleCounter])],
  controllers: [StockController],
  providers: [StockService, SeedCatalogueClient],
})
export class StockModule {}
