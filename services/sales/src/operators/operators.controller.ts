import { Body, Controller } from '@nestjs/common';
import { ApiRoute } from '@seedcorp/libs';
import { API, SALES_MESSAGES, type CounterOperatorCounters } from '@seedcorp/contracts';
import { CounterOperatorCountersDto, CounterOperatorKeyDto } from './dto/operator-requests.dto';
import { OperatorsService } from './operators.service';

@Controller()
export class OperatorsController {
  constructor(private readonly operators: OperatorsService) {}

  @ApiRoute(API.sales.getOperatorCounters, SALES_MESSAGES.operatorFetched)
  get(@Body() body: CounterOperatorKeyDto): Promise<CounterOperatorCounters> {
    return this.operators.get(body.adminId);
  }

  @ApiRoute(API.sales.setOperatorCounters, SALES_MESSAGES.operatorSaved)
  set(@Body() body: CounterOperatorCountersDto): Promise<CounterOperatorCounters> {
    return this.operators.set(body.adminId, body.counterKeys);
  }
}
