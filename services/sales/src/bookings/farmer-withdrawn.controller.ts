import { Body, Controller } from '@nestjs/common';
import { ApiPost, Public, ResponseMessage } from '@seedcorp/libs';
import { FARMER_WITHDRAWN_PATH, type FarmerWithdrawnResult } from '@seedcorp/contracts';
import { FarmerWithdrawnDto } from './dto/booking.dto';
import { WithdrawFarmerUseCase } from './usecases/withdraw-farmer.usecase';

/**
 * `POST /internal/farmerWithdrawn`: the auth service telling that a farmer withdrew consent. Service-to-service only:
 * the gateway routes no `/internal/` path, so it is reachable only on the services' own network, hence no token.
 */
@Controller()
@Public()
export class FarmerWithdrawnController {
  constructor(private readonly withdraw: WithdrawFarmerUseCase) {}

  @ApiPost(FARMER_WITHDRAWN_PATH)
  @ResponseMessage('Farmer withdrawal applied.')
  withdrawn(@Body() body: FarmerWithdrawnDto): Promise<FarmerWithdrawnResult> {
    return this.withdraw.execute(body.farmerKey);
  }
}
