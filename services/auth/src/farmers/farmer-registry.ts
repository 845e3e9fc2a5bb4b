import { Injectable } from '@nestjs/common';
import type { RegistryCheck } from '@seedcorp/contracts';

/**
 * The state farmer registry (a state crop-registration scheme, or AgriStack), asked whether it knows a farmer
 * registry id. `verified` when it does, `unknown` when it does not, `formOnly` when no registry is connected.
 */
export abstract class FarmerRegistry {
  abstract check(registryId: string): Promise<RegistryCheck | 'unknown'>;
}

/**
 * No state registry is connected (none locally, and none is configured yet in any deployment): an id is checked for
 * its form only, and the farmer's details say so. A connected registry is another implementation of
 * `FarmerRegistry`, chosen in the farmers' module.
 */
@Injectable()
export class UnconnectedFarmerRegistry extends FarmerRegistry {
  check(): Promise<RegistryCheck> {
    return Promise.resolve('formOnly');
  }
}
