import { Injectable, Logger } from '@nestjs/common';
import { ApiError } from '@seedcorp/libs';
import { FARMER_MESSAGES, FARMER_WITHDRAWN_PATH, type FarmerWithdrawnRequest } from '@seedcorp/contracts';
import { AuthConfig } from '../config';

const SALES_TIMEOUT_MS = 5_000;

/**
 * Tells the sales service that a farmer withdrew consent (`POST /internal/farmerWithdrawn`), which cancels their open
 * bookings and erases their details from them. Asked before anything is erased here: while sales cannot answer, the
 * withdrawal is refused with a 503 and nothing changes, so a retry does it whole; sales' part may be repeated.
 */
@Injectable()
export class SalesWithdrawalClient {
  private readonly logger = new Logger(SalesWithdrawalClient.name);

  constructor(private readonly config: AuthConfig) {}

  async farmerWithdrawn(farmerKey: string): Promise<void> {
    try {
      const response = await fetch(new URL(FARMER_WITHDRAWN_PATH, this.config.SALES_INTERNAL_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ farmerKey } satisfies FarmerWithdrawnRequest),
        signal: AbortSignal.timeout(SALES_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
    } catch (error) {
      this.logger.warn({ err: error }, 'Sales service did not take a withdrawal of consent');
      throw ApiError.unavailable(FARMER_MESSAGES.withdrawUnavailable);
    }
  }
}
