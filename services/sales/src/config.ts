import { ServiceConfig } from '@seedcorp/libs';

/** The common settings only, so far: sale counters need none of their own. */
export class SalesConfig extends ServiceConfig {
  override PORT = 3008;
}
