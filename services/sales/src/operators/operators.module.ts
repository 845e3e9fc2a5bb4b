import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SaleCounter } from '../counters/sale-counter.entity';
import { CounterOperator } from './counter-operator.entity';
import { OperatorsController } from './operators.controller';
import { OperatorsService } from './operators.service';

@Module({
  imports: [TypeOrmModule.forFeature([CounterOperator, SaleCounter])],
  controllers: [OperatorsController],
  providers: [OperatorsService],
})
export class OperatorsModule {}
