import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CountersController } from './counters.controller';
import { CountersService } from './counters.service';
import { SaleCounter } from './sale-counter.entity';

@Module({
  imports: [TypeOrmModule.forFeature([SaleCounter])],
  controllers: [CountersController],
  providers: [CountersService],
})
export class CountersModule {}
