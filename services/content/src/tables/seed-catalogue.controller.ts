import { Controller, Get } from '@nestjs/common';
import { Public, ResponseMessage } from '@seedcorp/libs';
import { SEED_CATALOGUE_PATH, type SeedCatalogue } from '@seedcorp/contracts';
import { TablesService } from './tables.service';

/**
 * `GET /internal/seedCatalogue`: what stock is kept against, for the sales service. Service-to-service only: the
 * gateway routes no `/internal/` path, so it is reachable only on the services' own network, hence no admin token.
 */
@Controller()
@Public()
export class SeedCatalogueController {
  constructor(private readonly tables: TablesService) {}

  @Get(SEED_CATALOGUE_PATH)
  @ResponseMessage('Seed catalogue fetched successfully.')
  catalogue(): Promise<SeedCatalogue> {
    return this.tables.seedCatalogue();
  }
}
