import { Body, Controller } from '@nestjs/common';
import { ApiPost, Public, ResponseMessage } from '@seedcorp/libs';
import { FARMER_SMS_PATH } from '@seedcorp/contracts';
import { FarmerSmsDto } from './dto/farmer.dto';
import { FarmerSmsService } from './farmer-sms.service';

/**
 * `POST /internal/farmerSms`: a booking notice for a farmer, from the sales service. Service-to-service only: the
 * gateway routes no `/internal/` path, so it is reachable only on the services' own network, hence no token.
 */
@Controller()
@Public()
export class FarmerSmsController {
  constructor(private readonly sms: FarmerSmsService) {}

  @ApiPost(FARMER_SMS_PATH)
  @ResponseMessage('Notice taken.')
  async send(@Body() body: FarmerSmsDto): Promise<{ queued: boolean }> {
    return { queued: await this.sms.send(body) };
  }
}
