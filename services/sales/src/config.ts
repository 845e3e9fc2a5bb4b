import { internalAddressOf, IsHttpUrl, ServiceConfig, Setting } from '@seedcorp/libs';

export class SalesConfig extends ServiceConfig {
  override PORT = 3008;

  /** The published crop varieties and seed rate lists that stock is kept against (`GET /internal/seedCatalogue`). */
  @Setting({ description: internalAddressOf('content') })
  @IsHttpUrl()
  CONTENT_INTERNAL_URL = 'http://127.0.0.1:3007';
}
